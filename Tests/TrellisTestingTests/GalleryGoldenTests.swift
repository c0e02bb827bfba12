import Foundation
import Testing
import Trellis
import TrellisSite
import TrellisGallery
@testable import TrellisTesting

/// The project's own gallery under golden files: every page, theme, color scheme and format, on
/// the phone canvas. One test case per page and theme, so a change to one theme fails exactly the
/// cases of that theme, each golden with its own diff.
///
/// Goldens live in `__Goldens__/GalleryGoldenTests/`. After an intended change, run
/// `TRELLIS_RECORD=failed swift test --filter GalleryGoldenTests`, read the diffs, and commit.
@MainActor @Suite struct GalleryGoldenTests {
    @Test(arguments: Gallery.pages.map(\.id), Theme.all.map(\.name))
    func galleryPage(id: String, theme: String) throws {
        let page = try #require(Gallery.page(id: id))
        assertGolden(
            of: page.makeView(), as: [.dump, .layout, .html, .svg], named: id,
            themes: [try Theme(named: theme)], colorSchemes: [.light, .dark])
    }

    /// The folder holds exactly the goldens the test above checks: none missing, none left over
    /// from a renamed page or theme.
    @Test func theGoldenFolderHoldsExactlyOneFilePerPageThemeSchemeAndFormat() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Goldens__/GalleryGoldenTests").path
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        var expected: Set<String> = []
        for page in Gallery.pages {
            for theme in Theme.all {
                for scheme in ["light", "dark"] {
                    let stem = "galleryPage.\(page.id).\(theme.name.lowercased()).\(scheme)"
                    expected.insert(stem + ".dump")
                    expected.insert(stem + ".phone.layout")
                    expected.insert(stem + ".phone.html")
                    expected.insert(stem + ".phone.svg")
                }
            }
        }
        #expect(expected.count == 192)
        #expect(files.subtracting(expected).sorted() == [], "left over")
        #expect(expected.subtracting(files).sorted() == [], "missing")
    }
}
