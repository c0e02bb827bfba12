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

    private struct Card: View {
        var accent: Color
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Monstera").font(.headline)
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
        #expect(Diffing<String>.lines.diff(before, after, DiffLabels(golden: "a", actual: "b"))?
            .split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") } == ["+    color:#007aff;"])
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
