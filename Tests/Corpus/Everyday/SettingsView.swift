import Trellis

enum AppearanceSetting: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
}

struct SettingsView: View {
    @AppStorage("appearance") private var appearance: AppearanceSetting = .system
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("dailyReminderHour") private var dailyReminderHour = 9
    @AppStorage("username") private var username = "Taylor"
    @State private var units = 0
    @State private var showingResetAlert = false
    @Environment(\.openURL) private var openURL

    private var version: String {
        Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"
    }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Account"), footer: Text("Your name is shown to people you share lists with.")) {
                    LabeledContent("Name", value: username)
                    LabeledContent("Plan") {
                        Text("Free")
                            .foregroundColor(.secondary)
                    }
                }

                Section(header: Text("Appearance")) {
                    Picker("Theme", selection: $appearance) {
                        Text("System").tag(AppearanceSetting.system)
                        Text("Light").tag(AppearanceSetting.light)
                        Text("Dark").tag(AppearanceSetting.dark)
                    }
                    Picker(selection: $units, label: Text("Units")) {
                        Text("Metric").tag(0)
                        Text("Imperial").tag(1)
                    }
                    .pickerStyle(.menu)
                }

                Section {
                    Toggle(isOn: $notificationsEnabled) {
                        Label("Notifications", systemImage: "bell.badge")
                    }
                    Stepper(value: $dailyReminderHour, in: 0...23) {
                        Text("Reminder at \(dailyReminderHour):00")
                    }
                    .disabled(!notificationsEnabled)
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("Reminders arrive once a day.")
                }

                Section("About") {
                    LabeledContent("Version", value: version)
                    Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                    Link(destination: URL(string: "https://example.com/help")!) {
                        Label("Help Center", systemImage: "questionmark.circle")
                    }
                    Button("Rate the App") {
                        openURL(URL(string: "https://example.com/rate")!)
                    }
                }

                Section {
                    Button("Reset All Settings", role: .destructive) {
                        showingResetAlert = true
                    }
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.large)
            .alert("Reset settings?", isPresented: $showingResetAlert) {
                Button("Reset", role: .destructive) {
                    appearance = .system
                    notificationsEnabled = true
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This can't be undone.")
            }
        }
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
        SettingsView()
            .environment(\.colorScheme, .dark)
    }
}
