import Trellis

// @main is dropped in the corpus: a test target has its own entry point.
struct SystemMonitorApp: App {
    @AppStorage("menubar.showsPercent") private var showsPercent = true

    var body: some Scene {
        MenuBarExtra {
            MenuBarPanelView()
        } label: {
            Label("42%", systemImage: "gauge.medium")
        }
        .menuBarExtraStyle(.window)

        Window("Activity", id: "activity") {
            ProcessTableView()
        }
        .defaultSize(width: 900, height: 520)
        .keyboardShortcut("0", modifiers: [.command, .option])

        Settings {
            PreferencesView()
        }
    }
}
