import Trellis

/// The first screen: the theme's home icon and a link to the style picker.
struct HomeView: View {
    @Environment(\.theme) private var theme

    var body: some View {
        VStack(spacing: theme.spacing.large) {
            theme.icons.homeImage
                .font(.largeTitle)
                .foregroundStyle(theme.colors.primary)

            NavigationLink {
                StyleView()
            } label: {
                Text("Customize Styles")
                    .font(theme.fonts.title)
                    .foregroundStyle(theme.colors.text)
                    .padding(theme.spacing.large)
            }
        }
        .navigationTitle(theme.name)
    }
}
