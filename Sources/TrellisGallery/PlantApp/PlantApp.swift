import Trellis

/// The seed's `GlobalStylingApp` window: the home screen in a navigation stack whose bar follows
/// the theme, on the theme's background.
struct PlantApp: View {
    @Environment(\.theme) private var theme

    var body: some View {
        NavigationStack {
            HomeView()
        }
        .plantEnvironment(PlantEnvironment(styling: theme))
        .navigationBarTitleDisplayMode(.inline)
        .background(theme.colors.background)
    }
}
