import Foundation
import Testing
@testable import Trellis

/// The runs a text resolves to: Markdown in literals, `Text + Text`, and text case.
@MainActor
struct TextRunTests {
    private func runs(_ view: some View) -> [ResolvedTextRun] {
        view.resolved().root.texts[0].styledRuns
    }

    private func describe(_ runs: [ResolvedTextRun]) -> [String] {
        runs.map { run in
            var out = run.string
            if run.font.isBold { out += "|bold" }
            if run.font.isItalic { out += "|italic" }
            if run.font.design == .monospaced { out += "|mono" }
            if run.isStrikethrough { out += "|strike" }
            if let link = run.link { out += "|" + link.absoluteString }
            return out
        }
    }

    @Test func markdownInALiteralBecomesStyledRuns() {
        let text = Text("**Bold** and *italic* with `code` and [a link](https://example.com)")
        #expect(describe(runs(text)) == [
            "Bold|bold", " and ", "italic|italic", " with ", "code|mono", " and ", "a link|https://example.com",
        ])
        #expect(text.resolved().root.texts[0].string == "Bold and italic with code and a link")
    }

    @Test func aMarkdownLinkIsPaintedInTheTint() {
        let tree = Text("see [docs](https://example.com)").tint(.pink).resolved()
        let link = tree.root.texts[0].styledRuns[1]
        #expect(link.color == Color.pink.resolve(in: EnvironmentValues()))
        #expect(tree.root.texts[0].styledRuns[0].color != link.color)
    }

    @Test func verbatimAndStringValuesAreNotParsed() {
        let value = "**not bold**"
        #expect(describe(runs(Text(verbatim: "**not bold**"))) == ["**not bold**"])
        #expect(describe(runs(Text(value))) == ["**not bold**"])
    }

    @Test func interpolatedValuesAreNotReadAsMarkdown() {
        let name = "*star*"
        #expect(describe(runs(Text("**Hi** \(name)"))) == ["Hi|bold", " *star*"])
    }

    @Test func flankingRulesLeaveIntrawordUnderscoresAndLoneStarsAlone() {
        #expect(describe(runs(Text("snake_case_name and 2 * 3 * 4"))) == ["snake_case_name and 2 * 3 * 4"])
        #expect(describe(runs(Text("_it_ __strong__ ***both*** ~~gone~~"))) == [
            "it|italic", " ", "strong|bold", " ", "both|bold|italic", " ", "gone|strike",
        ])
    }

    @Test func escapesAndUnclosedMarkupStayAsText() {
        #expect(describe(runs(Text("\\*literal\\* and `open and [x](y"))) == ["*literal* and `open and [x](y"])
    }

    @Test func concatenationKeepsEachPartsModifiers() {
        let text = Text("Price: ").foregroundColor(.gray) + Text("$5").bold() + Text(" each").italic()
        #expect(describe(runs(text)) == ["Price: ", "$5|bold", " each|italic"])
        #expect(runs(text)[0].color == Color.gray.resolve(in: EnvironmentValues()))
    }

    @Test func aModifierOnTheSumAppliesWhereAPartSetsNothing() {
        let sum = (Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue).font(.title)
        let parts = runs(sum)
        let environment = EnvironmentValues()
        #expect(parts.map(\.color) == [Color.red.resolve(in: environment), Color.blue.resolve(in: environment)])
        #expect(parts.allSatisfy { $0.font.size == 28 })
    }

    @Test func aTextOfOneStyleHasNoRuns() {
        let tree = (Text("a").bold() + Text("b").bold()).resolved()
        #expect(tree.root.texts[0].runs.isEmpty)
        #expect(tree.root.texts[0].font.isBold)
        #expect(tree.root.texts[0].string == "ab")
    }

    @Test func theTallestRunGivesTheTextItsLineHeight() {
        let text = (Text("Small").font(.caption) + Text("Big").font(.largeTitle)).resolved().root.texts[0]
        // largeTitle's lines are 41 apart (its own height 40.57, and the gap to its leading).
        #expect(abs(text.font.leading - 41) < 0.001)
    }

    @Test func textCaseChangesEveryRun() {
        let tree = Text("**a**b").textCase(.uppercase).resolved()
        #expect(tree.root.texts[0].string == "AB")
        #expect(describe(tree.root.texts[0].styledRuns) == ["A|bold", "B"])
        #expect(Text("MiXed").textCase(.lowercase).resolved().root.texts[0].string == "mixed")
    }

    /// An interpolated Text keeps its own modifiers, as SwiftUI draws it (the italic "now").
    @Test func interpolatedTextsAndDatesShowTheirCharacters() {
        let date = EnvironmentValues.fixedReferenceDate
        #expect(describe(runs(Text("**Due** \(date, style: .date) \(Text("now").italic())"))) == ["Due|bold", " January 1, 2026 ", "now|italic"])
    }

    @Test func theInnermostFontModifierWins() {
        #expect(runs(Text("a").font(.title).font(.caption))[0].font.size == 28)
    }
}
