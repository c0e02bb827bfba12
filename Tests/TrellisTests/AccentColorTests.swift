import Testing
import Trellis

/// `Color.accentColor` means "the tint in force". Used to set the tint itself, or inside a theme's
/// own colors, it once resolved by reading itself until the stack overflowed.
@MainActor
@Suite struct AccentColorTests {
    /// The color of the one text in `view`, resolved under `theme`.
    private func textColor<V: View>(_ view: V, theme: Theme = .marigold) -> Color.Resolved? {
        var environment = EnvironmentValues()
        environment.theme = theme
        return view.resolved(in: environment).root.texts.first?.color
    }

    private func resolved(_ color: Color, theme: Theme = .marigold) -> Color.Resolved {
        var environment = EnvironmentValues()
        environment.theme = theme
        return color.resolve(in: environment)
    }

    @Test func accentColorAsTheTintIsTheThemesTint() {
        let color = textColor(Text("a").foregroundStyle(Color.accentColor).tint(.accentColor))
        #expect(color == resolved(Theme.marigold.colors.tint))
    }

    @Test func accentColorAsTheTintIsTheTintSetAboveIt() {
        let view = Text("a").foregroundStyle(.tint).tint(.accentColor).tint(.green)
        #expect(textColor(view) == resolved(.green))
    }

    @Test func accentColorInsideATintTakesTheTintAboveWithItsOwnOpacity() {
        let view = Text("a").foregroundStyle(Color.accentColor).tint(.accentColor.opacity(0.5)).tint(.purple)
        var expected = resolved(.purple)
        expected.opacity = 0.5
        #expect(textColor(view) == expected)
    }

    @Test func accentColorInABackgroundUnderAnAccentTint() {
        let tree = Text("a").background(Color.accentColor).tint(.accentColor).resolved()
        let fills = tree.root.preorder.compactMap { node -> Color.Resolved? in
            if case .shape(let shape) = node.kind { shape.fill } else { nil }
        }
        #expect(fills == [resolved(Theme.default.colors.tint, theme: .default)])
    }

    @Test func buttonsUnderAnAccentTintUseTheThemesTint() {
        let tree = VStack { Button("Go") {} }.tint(.accentColor).resolved()
        #expect(tree.root.text("Go")?.color == resolved(Theme.default.colors.tint, theme: .default))
    }

    @Test func anAccentTintFollowsTheThemeSetBelowIt() {
        let view = Text("a").foregroundStyle(.tint).theme(.sunflower).tint(.accentColor)
        #expect(textColor(view) == resolved(Theme.sunflower.colors.tint, theme: .sunflower))
    }

    @Test func tintReadBackFromTheEnvironmentResolvesLikeTheTint() {
        struct Probe: View {
            @Environment(\.tint) var tint
            var body: some View { Text("a").foregroundColor(tint) }
        }
        #expect(textColor(Probe().tint(.accentColor).tint(.orange)) == resolved(.orange))
    }

    /// A theme can only be defined in terms of itself by mistake; its hierarchical colors then
    /// mean what they mean on iOS with no theme: label, secondary label, the system blue.
    @Test func aThemeWhoseColorsNameThemselvesResolvesToSystemColors() {
        var theme = Theme(name: "Circular")
        theme.colors.text = .primary
        theme.colors.subText = .secondary
        theme.colors.tint = .accentColor.opacity(0.5)
        #expect(textColor(Text("a"), theme: theme) == SemanticColorProbe.label)
        #expect(textColor(Text("a").foregroundStyle(.secondary), theme: theme) == SemanticColorProbe.secondaryLabel)
        var blue = resolved(.blue)
        blue.opacity = 0.5
        #expect(textColor(Text("a").foregroundStyle(.tint), theme: theme) == blue)
        #expect(textColor(Text("a").foregroundStyle(.tint).tint(.accentColor), theme: theme) == blue)
    }
}

/// iOS's light-mode label colors, through the public semantic-color API.
private enum SemanticColorProbe {
    static let label = Color(.label).resolve(in: EnvironmentValues())
    static let secondaryLabel = Color(.secondaryLabel).resolve(in: EnvironmentValues())
}
