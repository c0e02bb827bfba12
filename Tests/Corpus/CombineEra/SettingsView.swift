import Trellis

struct SettingsView: View {
    @EnvironmentObject var settings: UserSettings
    @State private var showingResetSheet = false
    @State private var showAbout = false

    private let intervals = ["15 minutes", "30 minutes", "1 hour", "2 hours"]

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("ACCOUNT")) {
                    HStack {
                        Text("Username")
                        Spacer()
                        TextField("Username", text: $settings.username)
                            .multilineTextAlignment(.trailing)
                            .foregroundColor(.gray)
                    }
                    Toggle(isOn: $settings.notificationsEnabled) {
                        Text("Notifications")
                    }
                }

                Section(header: Text("UNITS"), footer: Text("Used for the weather forecast.")) {
                    Picker(selection: $settings.temperatureUnit, label: Text("Temperature")) {
                        ForEach(TemperatureUnit.allCases) { unit in
                            Text(unit.rawValue).tag(unit)
                        }
                    }
                    Picker("Refresh", selection: $settings.refreshInterval) {
                        ForEach(0 ..< intervals.count) {
                            Text(self.intervals[$0])
                        }
                    }
                }

                Section(header: Text("APPEARANCE")) {
                    VStack(alignment: .leading) {
                        Text("Font size: \(Int(settings.fontSize))")
                        Slider(value: $settings.fontSize, in: 12...28, step: 1)
                    }
                    Stepper(value: $settings.accentColorIndex, in: 0...(UserSettings.accentColors.count - 1)) {
                        HStack {
                            Text("Accent color")
                            Spacer()
                            Circle()
                                .fill(settings.accentColor)
                                .frame(width: 20, height: 20)
                        }
                    }
                }

                Section {
                    NavigationLink(destination: AboutView(), isActive: $showAbout) {
                        Text("About")
                    }
                    Button(action: {
                        self.showingResetSheet = true
                    }) {
                        Text("Reset All Settings")
                            .foregroundColor(.red)
                    }
                }
            }
            .navigationBarTitle("Settings")
            .actionSheet(isPresented: $showingResetSheet) {
                ActionSheet(title: Text("Reset settings?"),
                            message: Text("This cannot be undone."),
                            buttons: [
                                .destructive(Text("Reset")) {
                                    self.settings.temperatureUnit = .celsius
                                    self.settings.fontSize = 17
                                },
                                .cancel()
                            ])
            }
        }
        .accentColor(settings.accentColor)
    }
}

struct AboutView: View {
    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "app.badge")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 80, height: 80)
                .foregroundColor(.accentColor)
            Text("Trellis Samples")
                .font(.title)
            Text("Version 1.0 (42)")
                .foregroundColor(.secondary)
        }
        .navigationBarTitle("About", displayMode: .inline)
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            SettingsView()
                .environmentObject(UserSettings())
            SettingsView()
                .environmentObject(UserSettings())
                .environment(\.colorScheme, .dark)
        }
    }
}
