import Trellis

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }

    var colorScheme: ColorScheme? {
        switch self {
        case .system: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }
}

struct GameSettingsView: View {
    @AppStorage("soundEnabled") private var soundEnabled = true
    @AppStorage("musicEnabled") private var musicEnabled = false
    @AppStorage("hapticsEnabled") private var hapticsEnabled = true
    @AppStorage("volume") private var volume = 0.7
    @AppStorage("difficulty") private var difficulty: Difficulty = .medium
    @AppStorage("theme") private var theme: AppTheme = .system
    @AppStorage("questionsPerRound") private var questionsPerRound = 10
    @AppStorage("playerName") private var playerName = "Player 1"
    @State private var showResetConfirmation = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Player") {
                    TextField("Name", text: $playerName)
                        .textInputAutocapitalization(.words)
                        .autocorrectionDisabled()
                }

                Section {
                    Toggle(isOn: $soundEnabled) {
                        Label("Sound effects", systemImage: "speaker.wave.2.fill")
                    }
                    Toggle(isOn: $musicEnabled) {
                        Label("Music", systemImage: "music.note")
                    }
                    if soundEnabled || musicEnabled {
                        HStack {
                            Image(systemName: "speaker.fill")
                            Slider(value: $volume, in: 0...1)
                            Image(systemName: "speaker.wave.3.fill")
                        }
                        .foregroundStyle(.secondary)
                    }
                    Toggle(isOn: $hapticsEnabled) {
                        Label("Haptics", systemImage: "iphone.radiowaves.left.and.right")
                    }
                } header: {
                    Text("Sound")
                }

                Section {
                    Picker("Difficulty", selection: $difficulty) {
                        ForEach(Difficulty.allCases) { level in
                            Text(level.title).tag(level)
                        }
                    }
                    Stepper("Questions per round: \(questionsPerRound)", value: $questionsPerRound, in: 5...30, step: 5)
                } header: {
                    Text("Gameplay")
                } footer: {
                    Text("Harder levels give you \(difficulty.secondsPerQuestion) seconds per question.")
                }

                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { theme in
                            Text(theme.rawValue.capitalized).tag(theme)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section {
                    Link(destination: URL(string: "https://example.com/privacy")!) {
                        Label("Privacy Policy", systemImage: "hand.raised.fill")
                    }
                    LabeledContent("Version", value: "1.4.2")
                }

                Section {
                    Button("Reset Progress", role: .destructive) {
                        showResetConfirmation = true
                    }
                }
            }
            .navigationTitle("Settings")
            .confirmationDialog("Reset all progress?", isPresented: $showResetConfirmation, titleVisibility: .visible) {
                Button("Reset", role: .destructive) {}
            } message: {
                Text("Your scores, streaks and badges will be deleted.")
            }
        }
        .preferredColorScheme(theme.colorScheme)
    }
}

#Preview {
    GameSettingsView()
}
