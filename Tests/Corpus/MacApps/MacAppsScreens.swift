import Trellis

/// Every screen of the corpus as its app shows it, by page id. Window content that carries a
/// toolbar or title sits in a NavigationStack, where Trellis draws the window's toolbar.
@MainActor
enum MacAppsScreens {
    static let all: [(id: String, view: @MainActor @Sendable () -> AnyView)] = [
        ("mail", { AnyView(MailContentView()) }),
        ("mail-list", { AnyView(MailMessageList(messages: MailMessage.samples, selection: .constant(1)).frame(width: 320, height: 500)) }),
        ("mail-detail", { AnyView(NavigationStack { MailDetailView(message: MailMessage.samples[0]) }) }),
        ("processes", { AnyView(NavigationStack { ProcessTableView() }) }),
        ("process-inspector", { AnyView(ProcessInspector(process: ProcessInfoItem.samples[3]).frame(width: 260, height: 360)) }),
        ("console", { AnyView(NavigationStack { LogViewerView() }) }),
        ("log-row", { AnyView(LogRowView(entry: LogStore.sampleEntries[3]).padding()) }),
        ("http", { AnyView(RequestEditorView()) }),
        ("headers", { AnyView(HeaderEditorView(headers: .constant(HTTPRequestDraft().headers)).frame(width: 480)) }),
        ("response", { AnyView(ResponseView(response: .sample).frame(width: 500, height: 300)) }),
        ("git", { AnyView(GitClientView()) }),
        ("git-sidebar", { AnyView(GitSidebarView(selection: .constant("main")).frame(width: 240, height: 520)) }),
        ("history", { AnyView(CommitHistoryView(commits: GitSampleData.commits).frame(width: 640, height: 480)) }),
        ("palette", { AnyView(PaletteView()) }),
        ("swatch", { AnyView(ColorSwatchView(color: Palette.samples[0].colors[0], isSelected: true).frame(width: 140).padding()) }),
        ("menubar", { AnyView(MenuBarPanelView()) }),
        ("preferences", { AnyView(PreferencesView()) }),
        ("settings-general", { AnyView(GeneralSettingsTab()) }),
        ("settings-appearance", { AnyView(AppearanceSettingsTab()) }),
        ("settings-advanced", { AnyView(AdvancedSettingsTab()) }),
        ("about", { AnyView(AboutView()) }),
        ("shortcuts", { AnyView(ShortcutListView()) }),
        ("markdown", { AnyView(NavigationStack { MarkdownEditorView() }) }),
        ("markdown-preview", { AnyView(MarkdownPreview(source: MarkdownEditorView.sampleText).frame(width: 400, height: 400)) }),
        ("extensions", { AnyView(HStack { StatusDot(); Text("Connected") }.panelStyle().padding()) }),
    ]
}
