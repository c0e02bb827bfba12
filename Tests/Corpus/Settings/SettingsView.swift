import Trellis

struct SettingsView: View {
    @StateObject private var preferences = Preferences()

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 14) {
                        Image(systemName: "person.crop.circle.fill")
                            .font(.system(size: 56))
                            .foregroundColor(.gray)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(preferences.name)
                                .font(.title2)
                            Text(preferences.email)
                                .font(.subheadline)
                                .foregroundColor(.secondary)
                        }
                    }
                    .padding(.vertical, 6)
                }

                Section {
                    Toggle(isOn: $preferences.isAirplaneModeOn) {
                        Label {
                            Text("Airplane Mode")
                        } icon: {
                            SettingsIcon(systemName: "airplane", color: .orange)
                        }
                    }
                    NavigationLink {
                        NotificationsSettingsView(preferences: preferences)
                    } label: {
                        Label {
                            Text("Notifications")
                        } icon: {
                            SettingsIcon(systemName: "bell.badge.fill", color: .red)
                        }
                    }
                    Toggle(isOn: $preferences.usesCellularData) {
                        Label {
                            Text("Cellular Data")
                        } icon: {
                            SettingsIcon(systemName: "antenna.radiowaves.left.and.right", color: .green)
                        }
                    }
                }

                Section("Display") {
                    Picker("Appearance", selection: $preferences.appearance) {
                        ForEach(Preferences.Appearance.allCases) { appearance in
                            Text(appearance.rawValue).tag(appearance)
                        }
                    }
                    VStack(alignment: .leading) {
                        Text("Text Size")
                        Slider(value: $preferences.textSize, in: 12...24, step: 1) {
                            Text("Text Size")
                        } minimumValueLabel: {
                            Image(systemName: "textformat.size.smaller")
                        } maximumValueLabel: {
                            Image(systemName: "textformat.size.larger")
                        }
                    }
                }

                Section {
                    LabeledContent("Version", value: "2.4.1")
                    Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                } header: {
                    Text("About")
                } footer: {
                    Text("Settings are stored on this device only.")
                }

                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
        }
    }
}

struct NotificationsSettingsView: View {
    @ObservedObject var preferences: Preferences

    var body: some View {
        Form {
            Toggle("Allow Notifications", isOn: $preferences.notificationsEnabled)
            Toggle("Show Previews", isOn: $preferences.showsPreviews)
                .disabled(!preferences.notificationsEnabled)
        }
        .navigationTitle("Notifications")
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
    }
}
