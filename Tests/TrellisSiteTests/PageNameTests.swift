import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// A destination's page is named after its view type or, for Trellis's own views, its navigation
/// title: text a user (or their data) writes. The page name must still be a safe file name and a
/// safe relative URL: no scheme, no `..`, nothing a URL must encode, a bounded length (a
/// 250-character title aborted the render with "File name too long"; a 10 KB one gave a
/// 10,034-character name), the same on every run, and unique.
@MainActor @Suite struct PageNameTests {
    nonisolated static let hostileTitles: [String] = [
        "javascript:alert(1)", "JavaScript:alert(document.cookie)", "data:text/html,<b>x</b>", "../../etc/passwd",
        "..", ".hidden", "a b?c#d%e&f/g\\h", "https://example.com/x?y", "CON", "-", "日本語のタイトル", "🌱",
        String(repeating: "Long label ", count: 23), String(repeating: "Long label ", count: 23) + "!",
        String(repeating: "Long label ", count: 22) + "Other", String(repeating: "x", count: 10_000),
    ]

    private struct Links: View {
        var body: some View {
            NavigationStack {
                VStack {
                    ForEach(PageNameTests.hostileTitles, id: \.self) { title in
                        NavigationLink(title) { Text(title).navigationTitle(title) }
                    }
                }
            }
        }
    }

    private let page = SitePage(id: String(repeating: "Page ", count: 100), title: "Hostile") { AnyView(Links()) }

    /// Lowercase ASCII letters, digits and hyphens, then the variant's dotted suffixes and `.html`.
    private func isSafeFileName(_ name: String) -> Bool {
        guard name.hasSuffix(".html"), name.utf8.count <= 160 else { return false }
        let parts = name.dropLast(5).split(separator: ".", omittingEmptySubsequences: false)
        guard let stem = parts.first, !stem.isEmpty, stem.first != "-" else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
        }
    }

    @Test func everyPageOfAHostileSiteHasASafeShortUniqueName() {
        let plan = SitePlan.make(
            pages: [page], themes: [.marigold], colorSchemes: [.light, .dark], canvases: [.phone, .desktop])
        let paths = plan.documents.map(\.path)
        #expect(plan.documents.count == 4 * (Self.hostileTitles.count + 1))
        #expect(Set(paths).count == paths.count)
        for document in plan.documents {
            #expect(isSafeFileName(document.fileName), "\(document.fileName)")
            #expect(document.path == "marigold/" + document.fileName)
            for href in document.links.values {
                #expect(isSafeFileName(href), "\(href)")
                #expect(paths.contains("marigold/" + href))
            }
        }
    }

    @Test func namesAreTheSameOnEveryRun() {
        let first = SitePlan.make(pages: [page], themes: [.marigold]).documents.map(\.path)
        let second = SitePlan.make(pages: [page], themes: [.marigold]).documents.map(\.path)
        #expect(first == second)
    }

    @Test func aLongNameIsCutAndKeptApartByAHashOfTheWhole() {
        let long = String(repeating: "Long label ", count: 23)
        let a = Slug.make(long + "a")
        let b = Slug.make(long + "b")
        #expect(a.count <= Slug.maximumLength && b.count <= Slug.maximumLength)
        #expect(a != b)
        #expect(a.hasPrefix("long-label-long-label-"))
        #expect(Slug.make(String(repeating: "x", count: 10_000)).count <= Slug.maximumLength)
        // 51 characters kept, then FNV-1a of the whole slug in base 36, computed apart in Python:
        // fixed across processes (Swift's Hasher is not); a change here renames users' pages.
        #expect(Slug.make(String(repeating: "x", count: 100)) == String(repeating: "x", count: 51) + "-9y965tth")
    }

    @Test func aSiteWithLongTitlesIsWrittenToDisk() async throws {
        let output = await SiteRenderer().render(SitePlan.make(pages: [page], themes: [.marigold]))
        #expect(output.failures.isEmpty)
        let temp = try TemporaryDirectory()
        try SiteWriter(directory: temp.path + "/out").write(output.files)
        let written = try FileManager.default.contentsOfDirectory(atPath: temp.path + "/out/marigold")
        #expect(written.count == Self.hostileTitles.count + 1)
    }

    /// ASCII text takes a byte-wise path; any other text the Character-wise one. A trailing `é`
    /// sends the same text down the other path and only ends a word, so both must name it alike.
    @Test func asciiAndUnicodePathsNameTextAlike() {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        let alphabet = Array("aZ9 -_.Mm0xY\t\r\n:/?CamelCase")
        for length in 0..<300 {
            var text = ""
            for _ in 0..<(length % 97) {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int(seed >> 33) % alphabet.count])
            }
            #expect(Slug.make(text) == Slug.make(text + "\u{E9}"), "\(text.debugDescription)")
        }
        #expect(Slug.make("StyleUpdateDemoView") == "style-update-demo-view")
        #expect(Slug.make("Cafe\u{301} au lait") == "caf-au-lait")
    }
}
