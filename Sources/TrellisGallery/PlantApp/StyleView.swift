import Trellis

/// The style picker: a segmented control over the seed's three themes, selecting the current one.
struct StyleView: View {
    @Environment(\.theme) private var theme
    @EnvironmentObject private var plantEnvironment: PlantEnvironment

    var body: some View {
        VStack(spacing: theme.spacing.large) {
            Text("Customize Styles")
                .font(theme.fonts.title)

            theme.icons.styleImage
                .font(.largeTitle)
                .foregroundStyle(theme.colors.primary)

            Picker("Style", selection: $plantEnvironment.styling) {
                ForEach(Theme.presets) { option in
                    Text(option.name).tag(option)
                }
            }
            .pickerStyle(.segmented)

            NavigationLink {
                StyleUpdateDemoView()
            } label: {
                Text("Tap to view updated styles")
                    .foregroundStyle(theme.colors.text)
            }
        }
        .padding(theme.spacing.margin)
        .navigationTitle(theme.name)
    }
}
