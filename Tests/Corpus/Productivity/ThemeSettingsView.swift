import Trellis

enum ColorTheme: String, CaseIterable, Identifiable {
    case blue, green, orange, pink
    var id: String { rawValue }
    var color: Color {
        switch self {
        case .blue: return .blue
        case .green: return .green
        case .orange: return .orange
        case .pink: return .pink
        }
    }
}

enum ListDensity: String, CaseIterable, Identifiable {
    case compact, regular, spacious
    var id: Self { self }
}

struct ThemeSettingsView: View {
    @State private var theme = ColorTheme.blue
    @State private var density = ListDensity.regular
    @State private var boldText = false
    @State private var showBadges = true
    @State private var flagColor = "red"
    @State private var appearance = 0

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Theme", selection: $theme) {
                        ForEach(ColorTheme.allCases) { theme in
                            HStack {
                                Circle()
                                    .fill(theme.color)
                                    .frame(width: 20, height: 20)
                                Text(theme.rawValue.capitalized)
                            }
                            .tag(theme)
                        }
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                } header: {
                    Text("Accent")
                }

                Section("Flag") {
                    Picker("Flag", selection: $flagColor) {
                        Label("Red", systemImage: "flag.fill").tag("red")
                        Label("Yellow", systemImage: "flag.fill").tag("yellow")
                        Label("Green", systemImage: "flag.fill").tag("green")
                    }
                    .pickerStyle(.palette)
                }

                Section("Layout") {
                    Picker("Density", selection: $density) {
                        ForEach(ListDensity.allCases) { Text($0.rawValue.capitalized).tag($0) }
                    }
                    Toggle("Bold Text", isOn: $boldText)
                    Toggle("Show Badges", isOn: $showBadges)
                        .toggleStyle(.switch)
                }

                Section {
                    Picker(selection: $appearance) {
                        Text("Automatic").tag(0)
                        Text("Light").tag(1)
                        Text("Dark").tag(2)
                    } label: {
                        Label("Appearance", systemImage: "circle.lefthalf.filled")
                    }
                    .pickerStyle(MenuPickerStyle())
                }

                Section("Preview") {
                    ForEach(0..<3) { index in
                        Text("Row \(index + 1)")
                            .fontWeight(boldText ? .bold : .regular)
                            .padding(.vertical, density == .spacious ? 8 : 0)
                    }
                    AnyView(Text("Badge").badge(showBadges ? 3 : 0))
                }
            }
            .formStyle(.grouped)
            .tint(theme.color)
            .navigationTitle("Theme")
        }
    }
}
