import Trellis

// @main is dropped in the corpus: a test target has its own entry point.
struct MailClientApp: App {
    @AppStorage("fetchInterval") private var fetchInterval = 5

    var body: some Scene {
        WindowGroup {
            MailContentView()
        }
        .defaultSize(width: 1100, height: 650)
        .windowToolbarStyle(.unified)
        .commands {
            SidebarCommands()
            ToolbarCommands()
            MailCommands()
        }

        Settings {
            PreferencesView()
        }

        Window("About Mail", id: "about") {
            AboutView()
        }
        .windowResizability(.contentSize)
        .windowStyle(.hiddenTitleBar)
    }
}

struct MailCommands: Commands {
    @FocusedValue(\.selectedMessage) private var selectedMessage

    var body: some Commands {
        CommandGroup(replacing: .newItem) {
            Button("New Message") {}
                .keyboardShortcut("n", modifiers: .command)
        }
        CommandMenu("Message") {
            Button("Reply") {}
                .keyboardShortcut("r", modifiers: .command)
                .disabled(selectedMessage == nil)
            Button("Reply All") {}
                .keyboardShortcut("r", modifiers: [.command, .shift])
                .disabled(selectedMessage == nil)
            Divider()
            Button("Flag") {}
                .keyboardShortcut("l", modifiers: [.command, .shift])
        }
    }
}

struct SelectedMessageKey: FocusedValueKey {
    typealias Value = MailMessage
}

extension FocusedValues {
    var selectedMessage: MailMessage? {
        get { self[SelectedMessageKey.self] }
        set { self[SelectedMessageKey.self] = newValue }
    }
}
