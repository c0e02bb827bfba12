import Foundation
import Testing
import Trellis
import TrellisGallery
@testable import TrellisGolden

/// How a small change to a screen reads in its HTML golden: the diff should show the lines that
/// changed and nothing the emitter renamed because of them.
@MainActor @Suite struct GoldenDiffLocalityTests {
    private func html<V: View>(_ view: V, theme: Theme = .marigold) throws -> String {
        var environment = EnvironmentValues()
        environment.theme = theme
        return try GoldenFormat.html.strategy.snapshot(GoldenScreen(tree: view.resolved(in: environment), canvas: .phone))
    }

    /// The hunks of the golden's diff, as `diff -u` counts them.
    private func hunks(_ golden: String, _ actual: String) -> Int {
        let diff = Diffing<String>.lines.diff(golden, actual, DiffLabels(golden: "a", actual: "b")) ?? ""
        return diff.split(separator: "\n").count { $0.hasPrefix("@@ ") }
    }

    /// The diff's changed lines, `+` and `-`, without the file header.
    private func changedLines(_ golden: String, _ actual: String) -> [Substring] {
        let diff = Diffing<String>.lines.diff(golden, actual, DiffLabels(golden: "a", actual: "b")) ?? ""
        return diff.split(separator: "\n").filter {
            ($0.hasPrefix("+") || $0.hasPrefix("-")) && !$0.hasPrefix("+++") && !$0.hasPrefix("---")
        }
    }

    private struct Card: View {
        var accent: Color
        var title = "Monstera"
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text(title).font(.headline)
                Text("Water weekly").foregroundColor(accent)
                Text("Bright, indirect light").foregroundColor(.secondary)
                HStack { Text("Tag"); Text("Tag") }
            }
            .padding()
        }
    }

    @Test func oneTextsColorChangesOneLine() throws {
        let before = try html(Card(accent: .green))
        let after = try html(Card(accent: .blue))
        #expect(hunks(before, after) == 1)
        let changed = changedLines(before, after)
        #expect(changed.count == 2, "\(changed)")
        #expect(changed.first { $0.hasPrefix("+") }?.contains("color:#007aff") == true, "\(changed)")
        #expect(changed.first { $0.hasPrefix("+") }?.contains(">Water weekly<") == true, "\(changed)")
    }

    /// A longer label widens its element, and the card that hugs it (the card and its padding
    /// box): those three lines, one hunk, the word on its own line, and no class renamed, in the
    /// stylesheet or on any other element.
    @Test func oneLabelChangeIsOneHunkThatShowsTheWord() throws {
        let before = try html(Card(accent: .green))
        let after = try html(Card(accent: .green, title: "Monstera deliciosa"))
        #expect(hunks(before, after) == 1)
        let changed = changedLines(before, after)
        #expect(changed.count == 6, "\(changed)")
        #expect(changed.contains { $0.hasPrefix("-") && $0.contains(">Monstera</span>") }, "\(changed)")
        #expect(changed.contains { $0.hasPrefix("+") && $0.contains(">Monstera deliciosa</span>") }, "\(changed)")
        #expect(!changed.contains { $0.contains("{") }, "a class rule changed: \(changed)")
        // Each element keeps its class: only its own style and text differ.
        let classes = { (lines: [Substring]) in lines.compactMap { $0.firstMatch(of: /class="([^"]*)"/).map { String($0.1) } } }
        #expect(classes(changed.filter { $0.hasPrefix("-") }) == classes(changed.filter { $0.hasPrefix("+") }))
    }

    /// A new word that leaves the card as wide as its widest line moves nothing around it: the
    /// change is the label's own line.
    @Test func aLabelChangeThatKeepsTheCardsWidthIsTheLabelsLineAlone() throws {
        let changed = changedLines(try html(Card(accent: .green)), try html(Card(accent: .green, title: "Philodendron")))
        #expect(changed.count == 2, "\(changed)")
        #expect(changed.last?.contains(">Philodendron</span>") == true, "\(changed)")
    }

    /// A class is named by its own declarations: the same style has the same name on two
    /// screens that share nothing else, and texts of different widths share one class.
    @Test func classNamesDependOnTheirDeclarationsOnly() throws {
        let one = try html(VStack { Text("A") })
        let other = try html(VStack { Text("A much longer line"); Text("B"); Color.red.frame(height: 4) })
        func textClass(_ markup: String, _ text: String) -> Substring? {
            guard let line = markup.split(separator: "\n").first(where: { $0.contains(">" + text + "<") }),
                  let start = line.range(of: "class=\"") else { return nil }
            return line[start.upperBound...].prefix { $0 != "\"" }
        }
        let name = try #require(textClass(one, "A"))
        #expect(textClass(other, "A much longer line") == name)
        #expect(textClass(other, "B") == name)
    }

    @Test func aThemeColorChangeTouchesOnlyTheRulesThatPaintWithIt() throws {
        let page = try #require(Gallery.pages.first { $0.id == "captions" })
        var changed = Theme.marigold
        changed.colors.subText = Color(rgb: 0x5C6166)
        let before = try html(page.makeView())
        let after = try html(page.makeView(), theme: changed)
        let diff = Diffing<String>.lines.diff(before, after, DiffLabels(golden: "a", actual: "b")) ?? ""
        let changedLines = diff.split(separator: "\n").filter { ($0.hasPrefix("+") || $0.hasPrefix("-")) && !$0.hasPrefix("+++") && !$0.hasPrefix("---") }
        #expect(!changedLines.isEmpty)
        #expect(changedLines.allSatisfy { $0.contains("#94999e") || $0.contains("#5c6166") }, "\(changedLines)")
    }
}
