import Testing
import Trellis

/// Seed 003: the Styling presets, and the plant app's screens under a PlantEnvironment.
@MainActor
@Suite struct Seed003Tests {
    private func hex(_ color: Color) -> String { color.resolve(in: EnvironmentValues()).text }

    @Test func marigoldHasTheArticlesValues() {
        var styling = Styling.marigold
        #expect(styling.title == "Marigold")
        #expect(hex(styling.colors.background) == "#FFDDFF")
        #expect(hex(styling.colors.text) == "#181A1B")
        #expect(hex(styling.colors.subText) == "#94999E")
        #expect(hex(styling.colors.tintColor) == "#FF3B30")
        #expect(hex(styling.colors.primary) == "#3D73CD")
        #expect(styling.icons.homePageIconName == "checkmark.circle.fill")
        #expect(styling.icons.stylePageIconName == "smallcircle.fill.circle.fill")
        #expect([styling.spacing.small, styling.spacing.medium, styling.spacing.large, styling.spacing.margin] == [8, 12, 16, 20])
        #expect(styling.fonts.title == .system(.headline))
        #expect(styling.fonts.bodyFont == .system(.body))
    }

    @Test func sunflowerAndBrinjalHaveTheArticlesValues() {
        let sunflower = Styling.sunflower
        #expect(sunflower.title == "Sunflower")
        #expect(hex(sunflower.colors.background) == "#34C759")
        #expect(hex(sunflower.colors.text) == "#FF3B30")
        #expect(hex(sunflower.colors.subText) == "#FFCC00")
        #expect(sunflower.icons.homePageIconName == "paperplane.fill")
        #expect(sunflower.icons.stylePageIconName == "tray.2")

        let brinjal = Styling.brinjal
        #expect(brinjal.title == "Brinjal")
        #expect(hex(brinjal.colors.background) == "#FFCC00")
        #expect(hex(brinjal.colors.text) == "#AF52DE")
        #expect(hex(brinjal.colors.subText) == "#AF52DE")
        #expect(brinjal.icons.homePageIconName == "bookmark.fill")
        #expect(brinjal.icons.stylePageIconName == "person.circle")
    }

    /// Trellis's built-in themes are this seed's presets; the two must not drift apart.
    @Test(arguments: [(Styling.marigold, Theme.marigold), (.sunflower, .sunflower), (.brinjal, .brinjal)])
    func builtInThemeMatchesTheSeedsPreset(styling: Styling, theme: Theme) {
        #expect(theme.name == styling.title)
        // The seed's values are light-scheme values; the built-in themes add dark ones.
        let light = EnvironmentValues()
        #expect(theme.colors.background.resolve(in: light) == styling.colors.background.resolve(in: light))
        #expect(theme.colors.text.resolve(in: light) == styling.colors.text.resolve(in: light))
        #expect(theme.colors.subText.resolve(in: light) == styling.colors.subText.resolve(in: light))
        #expect(theme.colors.tint.resolve(in: light) == styling.colors.tintColor.resolve(in: light))
        #expect(theme.icons.home == styling.icons.homePageIconName)
        #expect(theme.icons.style == styling.icons.stylePageIconName)
        #expect(theme.fonts.title == styling.fonts.title)
        #expect(theme.fonts.body == styling.fonts.bodyFont)
    }

    @Test func appOpensOnHomeUnderTheSharedMarigoldStyling() {
        let tree = GlobalStylingApp().resolved()
        #expect(tree.title == "Marigold")
        #expect(tree.root.subtree.contains { node in
            if case .image(let image) = node.kind { image.systemName == "checkmark.circle.fill" } else { false }
        })
        #expect(tree.root.text("Customize Styles")?.color.text == "#181A1B")
        // The app puts the styling's background behind the whole stack.
        #expect(tree.root.kind == .background(alignment: .center))
        #expect(tree.root.children.last?.isRectangle(filled: "#FFDDFF") == true)
    }

    @Test func homeFollowsTheEnvironmentObjectsStyling() {
        let tree = NavigationStack { HomeView() }
            .plantEnvironment(PlantEnvironment(styling: .sunflower))
            .resolved()
        #expect(tree.title == "Sunflower")
        #expect(tree.root.text("Customize Styles")?.color.text == "#FF3B30")
        #expect(tree.root.subtree.contains { node in
            if case .image(let image) = node.kind { image.systemName == "paperplane.fill" } else { false }
        })
    }

    @Test func pickerSelectsTheCurrentStyling() {
        let tree = NavigationStack { StyleView() }
            .plantEnvironment(PlantEnvironment(styling: .brinjal))
            .resolved()
        let segments = tree.root.subtree.compactMap { node -> (String, Bool)? in
            guard case .segment(let isSelected) = node.kind else { return nil }
            return (node.texts.first?.string ?? "", isSelected)
        }
        #expect(segments.map(\.0) == ["Marigold", "Sunflower", "Brinjal"])
        #expect(segments.map(\.1) == [false, false, true])
        #expect(tree.title == "Brinjal")
    }

    @Test func homeLinkLeadsToStyleView() throws {
        let tree = NavigationStack { Seed003.HomeViewLinkFragment() }
            .plantEnvironment(PlantEnvironment())
            .resolved()
        let link = try #require(tree.root.links.first)
        #expect(link.name == "StyleView")
        #expect(link.tree.title == "Marigold")
        #expect(link.tree.root.subtree.contains { if case .segmentedPicker = $0.kind { true } else { false } })
    }

    @Test func styleViewLinkLeadsToTheDemoInTheStylesColors() throws {
        let tree = NavigationStack { Seed003.StyleViewLinkFragment() }
            .plantEnvironment(PlantEnvironment(styling: .brinjal))
            .resolved()
        let link = try #require(tree.root.links.first)
        #expect(link.name == "StyleUpdateDemoView")
        #expect(link.tree.title == "Brinjal")
        #expect(link.tree.root.text("Title")?.color.text == "#AF52DE")
        #expect(link.tree.root.text("Subtitle")?.color.text == "#AF52DE")
        #expect(link.tree.root.subtree.contains { $0.isRectangle(filled: "#FFCC00") })
    }

    @Test func setStylingReachesViewsThatReadTheKey() {
        struct Probe: View {
            @Environment(\.styling) var styling
            var body: some View { Text(styling.title) }
        }
        #expect(Probe().resolved().root.text("Marigold") != nil)
        #expect(Probe().setStyling(.brinjal).resolved().root.text("Brinjal") != nil)
        #expect(Probe().plantEnvironment(PlantEnvironment(styling: .sunflower)).resolved().root.text("Sunflower") != nil)
    }
}
