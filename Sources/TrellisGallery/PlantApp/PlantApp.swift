import Trellis

/// The seed's `GlobalStylingApp` window: the home screen in a navigation stack whose bar follows
/// the store's theme, on the theme's background.
///
/// The seed's store is a `@StateObject`; here it starts from the theme the page is rendered under
/// (the renderer chooses it) when that is one of the seed's three, and otherwise from the seed's
/// own `Styling.default`, Marigold: the app picks its look, as the seed does. The segmented picker
/// on the style screen then changes it, which a render with `--states controls` follows to a page
/// per theme.
struct PlantApp: View {
    @Environment(\.theme) private var theme

    var body: some View {
        PlantWindow(initialStyling: Theme.presets.contains(theme) ? theme : .marigold)
    }
}

private struct PlantWindow: View {
    @StateObject private var plantEnvironment: PlantEnvironment

    init(initialStyling: Theme) {
        _plantEnvironment = StateObject(wrappedValue: PlantEnvironment(styling: initialStyling))
    }

    var body: some View {
        NavigationStack {
            HomeView()
        }
        .plantEnvironment(plantEnvironment)
        .navigationBarTitleDisplayMode(.inline)
        .background(plantEnvironment.styling.colors.background)
    }
}
