import Trellis

enum AppIcon: String, CaseIterable, Identifiable {
    case standard = "Default"
    case dark = "Dark"
    case retro = "Retro"
    var id: Self { self }
}

enum TextSizeOption: String, CaseIterable, Identifiable {
    case small, medium, large
    var id: Self { self }
}

struct PreferencesView: View {
    @AppStorage("syncEnabled") private var syncEnabled = true
    @AppStorage("soundEnabled") private var soundEnabled = false
    @AppStorage("fontSize") private var fontSize = 17.0
    @AppStorage("startOfWeek") private var startOfWeek = 1
    @State private var appIcon = AppIcon.standard
    @State private var accent = Color.indigo
    @State private var nickname = "Alex"
    @State private var password = ""
    @State private var dailyGoal = 3
    @State private var quietStart = Date(timeIntervalSinceReferenceDate: 700_000_000)
    @State private var textSize = TextSizeOption.medium
    @State private var showingSignOut = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 14) {
                        Image(systemName: "person.crop.circle.fill")
                            .font(.system(size: 56))
                            .foregroundStyle(.gray)
                        VStack(alignment: .leading) {
                            Text(nickname).font(.title3.weight(.semibold))
                            Text("Apple Account, iCloud and more")
                                .font(.footnote)
                        }
                    }
                    .padding(.vertical, 6)
                }

                Section("Account") {
                    TextField("Nickname", text: $nickname)
                    SecureField("Password", text: $password)
                    Toggle("iCloud Sync", isOn: $syncEnabled)
                }

                Section {
                    Picker("App Icon", selection: $appIcon) {
                        ForEach(AppIcon.allCases) { icon in
                            Text(icon.rawValue).tag(icon)
                        }
                    }
                    .pickerStyle(.navigationLink)
                    ColorPicker("Accent Color", selection: $accent)
                    Picker("Text Size", selection: $textSize) {
                        ForEach(TextSizeOption.allCases) { Text($0.rawValue.capitalized) }
                    }
                    VStack(alignment: .leading) {
                        Text("Font Size: \(Int(fontSize))")
                        Slider(value: $fontSize, in: 12...24, step: 1) {
                            Text("Font Size")
                        } minimumValueLabel: {
                            Image(systemName: "textformat.size.smaller")
                        } maximumValueLabel: {
                            Image(systemName: "textformat.size.larger")
                        }
                    }
                } header: {
                    Text("Appearance")
                }

                Section {
                    Stepper("Daily goal: \(dailyGoal)", value: $dailyGoal, in: 1...10)
                    Picker("Week starts on", selection: $startOfWeek) {
                        Text("Sunday").tag(1)
                        Text("Monday").tag(2)
                    }
                    DatePicker("Quiet hours from", selection: $quietStart, displayedComponents: .hourAndMinute)
                    Toggle(isOn: $soundEnabled) {
                        Label("Sounds", systemImage: "speaker.wave.2.fill")
                    }
                    .toggleStyle(SwitchToggleStyle(tint: .green))
                } header: {
                    Text("Behavior")
                } footer: {
                    Text("Quiet hours silence every reminder until morning.")
                }

                Section {
                    NavigationLink("Notifications") { NotificationSettingsView() }
                    NavigationLink {
                        AboutView()
                    } label: {
                        Label("About", systemImage: "info.circle")
                    }
                    Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                    ShareLink(item: URL(string: "https://example.com/app")!) {
                        Label("Tell a Friend", systemImage: "square.and.arrow.up")
                    }
                }

                Section {
                    Button("Sign Out", role: .destructive) {
                        showingSignOut = true
                    }
                }
            }
            .navigationTitle("Settings")
            .confirmationDialog("Sign out of your account?", isPresented: $showingSignOut, titleVisibility: .visible) {
                Button("Sign Out", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
        }
    }
}
