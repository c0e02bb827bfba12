import Trellis

struct SettingsView: View {
    @AppStorage("readerFontSize") private var fontSize: ReaderFontSize = .medium
    @AppStorage("readerUsesSerif") private var usesSerif = true
    @AppStorage("breakingNewsAlerts") private var breakingNewsAlerts = true
    @AppStorage("scoreAlerts") private var scoreAlerts = false
    @AppStorage("refreshInterval") private var refreshInterval = 30
    @AppStorage("appearance") private var appearance = 0
    @AppStorage("favoriteTeam") private var favoriteTeam = "HAR"

    private let teams: [Team] = [.harbor, .northgate, .riverside, .westbrook]

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Text Size", selection: $fontSize) {
                        ForEach(ReaderFontSize.allCases) { size in
                            Text(size.label).tag(size)
                        }
                    }
                    Toggle("Serif Font in Articles", isOn: $usesSerif)
                    Picker("Appearance", selection: $appearance) {
                        Text("System").tag(0)
                        Text("Light").tag(1)
                        Text("Dark").tag(2)
                    }
                    .pickerStyle(.segmented)
                } header: {
                    Text("Reading")
                }

                Section("Notifications") {
                    Toggle(isOn: $breakingNewsAlerts) {
                        Label("Breaking News", systemImage: "bolt.fill")
                    }
                    Toggle(isOn: $scoreAlerts) {
                        Label("Score Updates", systemImage: "sportscourt.fill")
                    }
                    if scoreAlerts {
                        Picker("Favorite Team", selection: $favoriteTeam) {
                            ForEach(teams) { team in
                                Text(team.name).tag(team.id)
                            }
                        }
                    }
                }

                Section {
                    Stepper("Refresh every \(refreshInterval) min", value: $refreshInterval, in: 5...120, step: 5)
                } header: {
                    Text("Feeds")
                } footer: {
                    Text("Feeds refresh in the background when Low Power Mode is off.")
                }

                Section("About") {
                    LabeledContent("Version", value: "3.2.1 (418)")
                    Link(destination: URL(string: "https://example.com/privacy")!) {
                        Label("Privacy Policy", systemImage: "hand.raised")
                    }
                    NavigationLink("Acknowledgements") {
                        Text("Thanks to the open-source community.")
                            .padding()
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
        SettingsView()
            .preferredColorScheme(.dark)
    }
}
