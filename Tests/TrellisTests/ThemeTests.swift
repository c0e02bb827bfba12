import Testing
import Trellis

/// A theme color as the light scheme shows it: the seed's values are light-scheme values.
private func light(_ color: Color) -> Color.Resolved { color.resolve(in: EnvironmentValues()) }

@MainActor
@Suite struct ThemeTests {
    /// The values of the seed article "How to Apply Global Styling in SwiftUI Apps".
    @Test func marigoldHasTheSeedValues() {
        let theme = Theme.marigold
        #expect(theme.name == "Marigold")
        #expect(light(theme.colors.background) == Color.Resolved(red: 1, green: 0xDD / 255, blue: 1))
        #expect(light(theme.colors.text) == Color.Resolved(red: 0x18 / 255, green: 0x1A / 255, blue: 0x1B / 255))
        #expect(light(theme.colors.subText) == Color.Resolved(red: 0x94 / 255, green: 0x99 / 255, blue: 0x9E / 255))
        #expect(theme.colors.tint == .red)
        #expect(theme.colors.palette.yellow == .yellow)
        #expect(theme.colors.palette.purple == .purple)
        #expect(light(theme.colors.primary) == Color.Resolved(red: 0x3D / 255, green: 0x73 / 255, blue: 0xCD / 255))
        #expect(theme.icons.home == "checkmark.circle.fill")
        #expect(theme.icons.style == "smallcircle.fill.circle.fill")
        #expect(theme.fonts.title == .system(.headline))
        #expect(theme.fonts.body == .system(.body))
        #expect([theme.spacing.small, theme.spacing.medium, theme.spacing.large, theme.spacing.margin] == [8, 12, 16, 20])
        #expect(light(theme.colors.navigationBar!) == light(theme.colors.background))
    }

    /// With no theme chosen, views draw in UIKit's semantic colors, as SwiftUI code that picks no
    /// colors draws on iOS (the values Apple documents for iOS 15 and later).
    @Test func viewsThatChooseNoThemeDrawInIOSsSystemColors() {
        #expect(Theme.default == .system)
        #expect(EnvironmentValues().theme == .system)
        #expect(Theme.all.map(\.name) == ["System", "Marigold", "Sunflower", "Brinjal"])
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    List {
                        Text("Title")
                        Text("Detail").foregroundStyle(.secondary)
                        Text("Hint").foregroundStyle(.tertiary)
                        Button("Action") {}
                    }
                    .navigationTitle("Settings")
                }
            }
        }
        func tree(_ scheme: ColorScheme) -> ResolvedTree {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            return Screen().resolved(in: environment)
        }
        let light = tree(.light), dark = tree(.dark)
        #expect(light.themeName == "System")
        #expect(light.background == .hex(0xFFFFFF))
        #expect(dark.background == .hex(0x000000))
        #expect(light.root.text("Title")?.color == .hex(0x000000))
        #expect(dark.root.text("Title")?.color == .hex(0xFFFFFF))
        #expect(light.root.text("Detail")?.color == Color.Resolved(rgb: 0x3C3C43, opacity: 0.6))
        #expect(dark.root.text("Detail")?.color == Color.Resolved(rgb: 0xEBEBF5, opacity: 0.6))
        #expect(light.root.text("Hint")?.color == Color.Resolved(rgb: 0x3C3C43, opacity: 0.3))
        #expect(light.root.text("Action")?.color == .hex(0x007AFF))
        #expect(dark.root.text("Action")?.color == .hex(0x0A84FF))
        // iOS's own bar at the top of a screen: the grouped list's background shows through it,
        // with no hairline.
        guard case .navigationStack(let bar) = light.root.kind else {
            Issue.record("expected a navigation stack, got \(light.root.kind)")
            return
        }
        #expect(bar.background == .hex(0xF2F2F7))
        #expect(bar.separator.opacity == 0)
        guard case .navigationStack(let darkBar) = dark.root.kind else { return }
        #expect(darkBar.background == .hex(0x000000))
    }

    @Test func sunflowerHasTheSeedValues() {
        let theme = Theme.sunflower
        #expect(theme.name == "Sunflower")
        #expect(light(theme.colors.background) == light(.green))
        #expect(theme.colors.subText == .yellow)
        #expect(light(theme.colors.text) == light(.red))
        #expect(light(theme.colors.tint) == light(.red))
        #expect(theme.icons.home == "paperplane.fill")
        #expect(theme.icons.style == "tray.2")
    }

    @Test func brinjalHasTheSeedValues() {
        let theme = Theme.brinjal
        #expect(theme.name == "Brinjal")
        #expect(light(theme.colors.text) == light(.purple))
        #expect(light(theme.colors.subText) == light(.purple))
        #expect(light(theme.colors.background) == light(.yellow))
        #expect(theme.icons.home == "bookmark.fill")
        #expect(theme.icons.style == "person.circle")
    }

    @Test func themeSuppliesTextBackgroundAndTintDefaults() {
        let tree = VStack {
            Text("body")
            Button("button") {}
        }
        .resolved(in: { var values = EnvironmentValues(); values.theme = .sunflower; return values }())
        #expect(tree.background == .hex(0x34C759))
        #expect(tree.root.text("body")?.color == .hex(0xFF3B30))
        #expect(tree.root.text("button")?.color == .hex(0xFF3B30))
        #expect(tree.themeName == "Sunflower")
    }

    @Test func darkSchemeResolvesSystemColorsToTheirDarkValues() {
        var values = EnvironmentValues()
        values.colorScheme = .dark
        let tree = Text("x").foregroundStyle(.purple).resolved(in: values)
        #expect(tree.root.text("x")?.color == .hex(0xBF5AF2))
        #expect(Color.yellow.resolve(in: values) == .hex(0xFFD60A))
    }

    @Test func darkSchemeResolvesThemeColorsToTheirDarkValues() {
        var values = EnvironmentValues()
        values.theme = .brinjal
        values.colorScheme = .dark
        let tree = Text("x").resolved(in: values)
        #expect(tree.root.text("x")?.color == .hex(0xE8C6FF))
        #expect(tree.background == .hex(0x3A2E00))
    }

    @Test func aColorPairIsOneColorWhenBothSidesAreEqual() {
        #expect(Color(light: .red, dark: .red) == .red)
        let pair = Color(light: .white, dark: .black)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(pair.resolve(in: EnvironmentValues()) == .hex(0xFFFFFF))
        #expect(pair.resolve(in: dark) == .hex(0x000000))
        // Each side follows the scheme itself: system green keeps its light value in light.
        let green = Color(light: .green, dark: .black)
        #expect(green.resolve(in: EnvironmentValues()) == .hex(0x34C759))
    }

    @Test func systemColorsAreDistinctAndResolveToIOSValues() {
        // A system color is its pair of light and dark values, so a slip in the table would make
        // two of them equal.
        let all: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray]
        #expect(Set(all).count == all.count)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color.blue.resolve(in: EnvironmentValues()) == .hex(0x007AFF))
        #expect(Color.blue.resolve(in: dark) == .hex(0x0A84FF))
        #expect(Color.gray.resolve(in: dark) == .hex(0x8E8E93))
    }

    @Test func themesAreListedAndFoundByNameIgnoringCase() throws {
        #expect(Theme.all.map(\.name) == ["System", "Marigold", "Sunflower", "Brinjal"])
        #expect(Theme.presets.map(\.name) == ["Marigold", "Sunflower", "Brinjal"])
        #expect(try Theme(named: "sunFLOWER") == .sunflower)
        #expect(try Theme(named: "system") == .system)
        #expect(throws: UnknownThemeError(name: "Tulip", known: ["System", "Marigold", "Sunflower", "Brinjal"])) {
            try Theme(named: "Tulip")
        }
        let message = (try? Theme(named: "x")).map { _ in "" } ?? String(describing: UnknownThemeError(name: "x", known: ["System", "Marigold", "Sunflower", "Brinjal"]))
        #expect(message == "unknown theme 'x'; known themes: System, Marigold, Sunflower, Brinjal")
    }

    @Test func aSubtreeCanOverrideTheTheme() {
        let root = VStack {
            Text("outer")
            Text("inner").theme(.brinjal)
        }
        .theme(.sunflower)
        .resolved().root
        #expect(root.text("outer")?.color == .hex(0xFF3B30))
        #expect(root.text("inner")?.color == .hex(0xAF52DE))
    }
}

/// The theme's fonts and spacing are the defaults built-in views use.
@MainActor
@Suite struct ThemeDefaultsTests {
    private var roomy: Theme {
        var theme = Theme(name: "Roomy")
        theme.fonts.body = .system(.title3, design: .serif)
        theme.spacing.small = 3
        theme.spacing.large = 30
        return theme
    }

    @Test func textWithoutAFontTakesTheThemesBodyFont() {
        let root = VStack {
            Text("plain")
            Text("set").font(.caption)
            Text("styled **bold**")
        }
        .theme(roomy).resolved().root
        #expect(root.text("plain")?.font == Font.system(.title3, design: .serif).resolve())
        #expect(root.text("set")?.font == Font.caption.resolve())
    }

    @Test func stacksAndPaddingTakeTheThemesSpacing() {
        let root = VStack { Text("a"); HStack { Text("b") }.padding() }.theme(roomy).resolved().root
        guard case .stack(let column) = root.kind else {
            Issue.record("not a stack: \(root.kind)")
            return
        }
        #expect(column.spacing == 3)
        let padding = root.children[1]
        #expect(padding.kind == .padding(EdgeInsets(top: 30, leading: 30, bottom: 30, trailing: 30)))
        guard case .stack(let row) = padding.children[0].kind else { return }
        #expect(row.spacing == 3)
    }

    @Test func thePresetsKeepSwiftUIsEightAndSixteen() {
        for theme in Theme.all {
            #expect(theme.spacing.small == 8)
            #expect(theme.spacing.large == 16)
            #expect(theme.fonts.body == .body)
        }
    }
}
