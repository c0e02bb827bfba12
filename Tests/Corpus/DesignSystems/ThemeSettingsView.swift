import Trellis

struct ThemeSettingsView: View {
    @LibrarySetting("reduceMotion") private var reduceMotion = false
    @LibrarySetting("cornerScale") private var cornerScale = 1.0
    @State private var useSunset = false
    @Environment(\.dsTheme) private var inheritedTheme
    @Environment(\.dynamicTypeSize) private var typeSize

    private var theme: DSTheme {
        var theme = useSunset ? DSTheme.sunset : inheritedTheme
        theme.cornerRadius *= cornerScale
        return theme
    }

    var body: some View {
        Form {
            Section {
                Toggle("Sunset palette", isOn: $useSunset)
                Toggle("Reduce motion", isOn: $reduceMotion)
                LabeledContent("Corner scale") {
                    Slider(value: $cornerScale, in: 0.5...2, step: 0.25)
                        .frame(width: 160)
                }
                KeyValueRow("Type size") {
                    Text(String(describing: typeSize))
                        .foregroundStyle(.secondary)
                }
            } header: {
                Text("Theme")
            }

            Section("Preview") {
                VStack(spacing: 12) {
                    Button("Primary") {}.buttonStyle(.primary)
                    Button("Secondary") {}.buttonStyle(.secondary)
                    HStack {
                        ThemedSwatch()
                        Spacer()
                        Text("r = \(Int(theme.cornerRadius))")
                            .font(.caption.monospaced())
                    }
                }
                .padding(.vertical, 8)
                .dsTheme(theme)
                .transaction { transaction in
                    if reduceMotion { transaction.animation = nil }
                }
            }

            Section {
                EmptyStateView(title: "No favourites yet", message: "Swipe a component in the catalog to keep it here.", systemImage: "star.slash") {
                    Button("Browse components") {}
                        .buttonStyle(.pill())
                }
                EmptyStateView(title: "Nothing to show", message: "This state has no action.", systemImage: "tray")
            }
        }
        .navigationTitle("Theme")
    }
}

#Preview {
    NavigationStack {
        ThemeSettingsView()
    }
}
