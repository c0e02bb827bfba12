import Trellis

enum AppearanceMode: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }

    var colorScheme: ColorScheme? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }
}

struct AppearanceSettingsView: View {
    @AppStorage("appearance") private var appearance: AppearanceMode = .system
    @AppStorage("accentHue") private var accentHue: Double = 0.6
    @AppStorage("reduceAnimations") private var reduceAnimations = false
    @AppStorage("textScale") private var textScale = 1.0
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    private var accent: Color {
        Color(hue: accentHue, saturation: 0.7, brightness: 0.9)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Theme") {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(AppearanceMode.allCases) { mode in
                            Text(mode.rawValue.capitalized).tag(mode)
                        }
                    }
                    .pickerStyle(.segmented)

                    HStack {
                        Text("Accent")
                        Slider(value: $accentHue, in: 0...1)
                        Circle()
                            .fill(accent)
                            .frame(width: 24, height: 24)
                    }
                }

                Section {
                    Toggle("Reduce animations", isOn: $reduceAnimations)
                    LabeledContent("Text size", value: dynamicTypeSize.isAccessibilitySize ? "Accessibility" : "Standard")
                } header: {
                    Text("Accessibility")
                } footer: {
                    Text("Currently using \(colorScheme == .dark ? "dark" : "light") mode.")
                }

                Section("Preview") {
                    HStack(spacing: 12) {
                        RoundedRectangle(cornerRadius: 8)
                            .fill(accent.gradient)
                            .frame(width: 44, height: 44)
                        VStack(alignment: .leading) {
                            Text("Sample post").font(.headline)
                            Text("How your feed will look").font(.caption).foregroundStyle(.secondary)
                        }
                    }
                    .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                }
            }
            .navigationTitle("Appearance")
            .tint(accent)
        }
        .preferredColorScheme(appearance.colorScheme)
        .transaction { transaction in
            if reduceAnimations { transaction.animation = nil }
        }
    }
}

#Preview {
    AppearanceSettingsView()
}
