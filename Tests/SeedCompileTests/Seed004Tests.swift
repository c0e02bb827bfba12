import Testing
import Trellis

/// Seed 004: MyTestView draws in the Style it reads from the environment.
@MainActor
@Suite struct Seed004Tests {
    private static let lines = [
        "Welcome to Test Screen\n",
        "On this screen you will do a lot of experiments\n",
        "We will be there with you. Enjoy\n",
    ]

    /// The text color of every line and the background behind them.
    private func colors(of tree: ResolvedTree) -> (text: Set<String>, background: String?) {
        let text = Set(Self.lines.compactMap { tree.root.text($0)?.color.text })
        let backgrounds = tree.root.subtree.compactMap { node -> String? in
            guard case .background = node.kind, case .shape(let shape) = node.children.last?.kind else { return nil }
            return shape.fill?.text
        }
        return (text, backgrounds.first)
    }

    // Golden: (1, 0.843, 0) on (0.878, 0.043, 0.345); Green: (0.67, 0.792, 0.502) on (0.345, 0.0313, 0.235).
    @Test func baseStyleIsTheDefault() {
        let result = colors(of: Seed004.FirstVersion.MyTestView().resolved())
        #expect(result.text == ["#000000"])
        #expect(result.background == "#FFFFFF")
    }

    @Test func goldenStyle() {
        let result = colors(of: Seed004.FirstVersion.GoldenUsage().resolved())
        #expect(result.text == ["#FFD700"])
        #expect(result.background == "#E00B58")
    }

    @Test func greenStyle() {
        let result = colors(of: Seed004.FirstVersion.GreenUsage().resolved())
        #expect(result.text == ["#ABCA80"])
        #expect(result.background == "#58083C")
    }

    @Test func convenienceModifierSetsTheSameValue() {
        let tree = Seed004.FirstVersion.MyTestView().myCustomEnvironmentStyleValue(GreenStyle()).resolved()
        #expect(colors(of: tree).text == ["#ABCA80"])
    }

    @Test func subviewOverrideWinsOverTheAppStyle() {
        let tree = VStack {
            Text("app").foregroundColor(GreenStyle().foregroundColor)
            Seed004.FirstVersion.MyTestView()
                .environment(\.myStyleEnvironmentValue, GoldenStyle())
        }
        .environment(\.myStyleEnvironmentValue, GreenStyle())
        .resolved()
        #expect(colors(of: tree).text == ["#FFD700"])
    }

    @Test func rootPassesTheObjectsStyleAndTheButtonsShow() {
        let tree = Seed004.RootUsage(environment: AppEnvironment(style: GoldenStyle())).resolved()
        #expect(colors(of: tree).text == ["#FFD700"])
        let titles = tree.root.buttons.compactMap { $0.texts.first?.string }
        #expect(titles == ["Default Style", "Golden Style", "Green Style"])
    }
}
