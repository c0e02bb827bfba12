import Trellis

enum StartupBehavior: String, CaseIterable, Identifiable {
    case newWindow, lastSession, nothing
    var id: Self { self }

    var title: String {
        switch self {
        case .newWindow: return "Open a new window"
        case .lastSession: return "Restore last session"
        case .nothing: return "Do nothing"
        }
    }
}

struct GeneralSettingsTab: View {
    @AppStorage("startupBehavior") private var startup = StartupBehavior.lastSession
    @AppStorage("checkForUpdates") private var checkForUpdates = true
    @AppStorage("showInDock") private var showInDock = true
    @AppStorage("fetchInterval") private var fetchInterval = 5
    @AppStorage("defaultBrowser") private var defaultBrowser = "Safari"

    var body: some View {
        Form {
            Picker("On startup:", selection: $startup) {
                ForEach(StartupBehavior.allCases) { behavior in
                    Text(behavior.title).tag(behavior)
                }
            }
            .pickerStyle(.radioGroup)

            Toggle("Check for updates automatically", isOn: $checkForUpdates)
                .toggleStyle(.checkbox)
            Toggle("Show icon in Dock", isOn: $showInDock)
                .toggleStyle(.checkbox)

            Picker("Fetch new mail:", selection: $fetchInterval) {
                Text("Every minute").tag(1)
                Text("Every 5 minutes").tag(5)
                Text("Every 15 minutes").tag(15)
                Text("Manually").tag(0)
            }
            .pickerStyle(.menu)

            Picker("Open links in:", selection: $defaultBrowser) {
                ForEach(["Safari", "Firefox", "Chrome"], id: \.self) { Text($0) }
            }
        }
        .padding(20)
        .frame(width: 420)
    }
}

#Preview {
    GeneralSettingsTab()
}
