import Testing
@testable import Trellis

/// `.unredacted()` stops a `.redacted(reason: .placeholder)` above it: its texts and images are
/// drawn as they are, while the rest of the redacted view is drawn as bars.
@MainActor
struct UnredactedTests {
    /// The strings of the texts drawn hidden over a bar, and of those drawn plainly.
    func partition(_ view: some View) -> (redacted: [String], plain: [String]) {
        var result: (redacted: [String], plain: [String]) = ([], [])
        func walk(_ node: ResolvedNode, hidden: Bool) {
            if case .text(let text) = node.kind {
                if hidden { result.redacted.append(text.string) } else { result.plain.append(text.string) }
            }
            let hides = if case .opacity(0) = node.kind { true } else { false }
            for child in node.children { walk(child, hidden: hidden || hides) }
        }
        walk(view.resolved().root, hidden: false)
        return result
    }

    @Test func anUnredactedTextInsideARedactedViewIsDrawnAsItIs() {
        let card = VStack {
            Text("Loading title")
            Text("Weather").unredacted()
        }.redacted(reason: .placeholder)
        let found = partition(card)
        #expect(found.redacted == ["Loading title"])
        #expect(found.plain == ["Weather"])
    }

    @Test func anUnredactedLabelKeepsItsIconToo() {
        let tree = HStack {
            Label("Forecast", systemImage: "cloud.sun").unredacted()
            Image(systemName: "star")
        }.redacted(reason: .placeholder).resolved()
        var plainSymbols: [String] = [], hiddenSymbols: [String] = []
        func walk(_ node: ResolvedNode, hidden: Bool) {
            if case .image(let image) = node.kind { hidden ? hiddenSymbols.append(image.systemName) : plainSymbols.append(image.systemName) }
            let hides = if case .opacity(0) = node.kind { true } else { false }
            for child in node.children { walk(child, hidden: hidden || hides) }
        }
        walk(tree.root, hidden: false)
        #expect(plainSymbols == ["cloud.sun"])
        #expect(hiddenSymbols == ["star"])
    }

    @Test func unredactedReadsNoReasonsBelowIt() {
        struct Reader: View {
            @Environment(\.redactionReasons) var reasons
            var body: some View { Text(reasons.isEmpty ? "none" : "placeholder") }
        }
        let found = partition(VStack { Reader(); Reader().unredacted() }.redacted(reason: .placeholder))
        #expect(found.redacted == ["placeholder"])
        #expect(found.plain == ["none"])
    }
}
