import Foundation
import Testing
import Trellis
import TrellisSite
import TrellisGallery
@testable import TrellisGolden
@testable import TrellisTesting

/// Goldens are only worth having if the same input renders the same bytes every time, on any
/// thread, in any order.
@MainActor @Suite struct DeterminismTests {
    /// Every gallery page under every theme and scheme, resolved on the main actor.
    static func screens() -> [GoldenScreen] {
        var screens: [GoldenScreen] = []
        for page in Gallery.pages {
            for theme in Theme.all {
                for scheme in ColorScheme.allCases {
                    var environment = EnvironmentValues()
                    environment.theme = theme
                    environment.colorScheme = scheme
                    screens.append(GoldenScreen(tree: page.makeView().resolved(in: environment), canvas: .phone))
                }
            }
        }
        return screens
    }

    /// A rendering error is part of the output too: it must come out the same each time.
    nonisolated static func render(_ screen: GoldenScreen) -> String {
        GoldenFormat.available.map { format in
            do { return try format.strategy.snapshot(screen) } catch { return "error: \(error)" }
        }.joined(separator: "\n--\n")
    }

    @Test func resolvingAndRenderingTwiceGivesIdenticalBytes() {
        let first = Self.screens().map(Self.render)
        let second = Self.screens().map(Self.render)
        #expect(first.count == Gallery.pages.count * Theme.all.count * 2)
        #expect(first == second)
        #expect(first.allSatisfy { $0.utf8.count > 200 })
    }

    @Test func renderingInParallelOffTheMainActorMatchesRenderingSerially() async {
        let screens = Self.screens()
        let serial = screens.map(Self.render)
        for _ in 0..<3 {
            let parallel = await withTaskGroup(of: (Int, String, Bool).self) { group in
                // Reverse order, so scheduling differs from the serial pass as much as it can.
                for (index, screen) in screens.enumerated().reversed() {
                    group.addTask { (index, Self.render(screen), Thread.isMainThread) }
                }
                var results = [String](repeating: "", count: screens.count)
                var offMain = 0
                for await (index, text, onMain) in group {
                    results[index] = text
                    if !onMain { offMain += 1 }
                }
                #expect(offMain > 0)
                return results
            }
            #expect(parallel == serial)
        }
    }

    @Test func twoChecksOfTheGalleryWriteByteIdenticalGoldens() async throws {
        let folders = [TemporaryFolder(), TemporaryFolder()]
        let suite = GoldenSuite(pages: Gallery.pages.map { page in
            GoldenSuite.Page(name: page.id) { page.makeView().resolved(in: $0) }
        })
        for folder in folders {
            _ = await GoldenCheck(directory: folder.path + "/g", record: true)
                .run(suite, environment: ["TRELLIS_ARTIFACTS": folder.path + "/a"])
        }
        let names = folders[0].files()
        #expect(names.count >= 50)
        #expect(names == folders[1].files())
        for name in names { #expect(folders[0].read(name) == folders[1].read(name), "\(name)") }
    }
}
