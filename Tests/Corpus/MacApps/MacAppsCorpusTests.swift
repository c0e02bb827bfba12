import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisSite
import TrellisTesting

/// macOS-style apps and developer tools as public apps write them (a three-column mail client,
/// a process table, a log viewer, an HTTP tool, a git client, a palette, a menu-bar panel,
/// settings tabs, an about window, a shortcut list, a markdown editor), compiled with only
/// `import SwiftUI` changed and rendered on the desktop canvas, as a Mac window is wide.
@MainActor @Suite struct MacAppsCorpusTests {
    private func nodes(of view: some View) -> [ResolvedNode] {
        view.resolved().root.subtree(includingDestinations: false)
    }

    private func texts(of view: some View) -> [String] {
        nodes(of: view).compactMap { node -> String? in
            if case .text(let text) = node.kind { text.string } else { nil }
        }
    }

    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(
            MacAppsScreens.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-e", canvases: [.desktop])
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in MacAppsScreens.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).desktop.html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).desktop.svg") }, "no SVG for \(screen.id)")
        }
        #expect(rendering.unknownSymbols.isEmpty, "\(rendering.unknownSymbols.sorted())")
        if let path = ProcessInfo.processInfo.environment["TRELLIS_UNKNOWN_SYMBOLS_OUT"] {
            try? rendering.unknownSymbols.sorted().joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    @Test func anAppRendersItsFirstSceneOfSeveral() {
        // MailClientApp declares a WindowGroup, Settings and an About Window; the first is shown.
        #expect(MailClientApp().resolved().root == MailContentView().resolved().root)
        // SystemMonitorApp's first scene is its MenuBarExtra, whose panel is the content.
        #expect(SystemMonitorApp().resolved().root == MenuBarPanelView().resolved().root)
    }

    @Test func tableDrawsAHeaderAndOneRowPerElementWithEachColumnsCell() {
        let shown = texts(of: Table(ProcessInfoItem.samples.prefix(2)) {
            TableColumn("Name", value: \.name)
            TableColumn("PID") { process in Text("\(process.pid)") }
        })
        #expect(shown == ["Name", "PID", "launchd", "1", "WindowServer", "312"])
    }

    @Test func splitViewPutsADividerBetweenEachTwoPanes() {
        let split = HSplitView { Text("A"); Text("B"); Text("C") }.resolved().root
        let kinds = split.children.map { node -> String in
            if case .divider = node.kind { "divider" } else { "pane" }
        }
        #expect(kinds == ["pane", "divider", "pane", "divider", "pane"])
    }

    @Test func markdownAttributedStringKeepsItsInlineStyles() throws {
        let text = Text(try AttributedString(markdown: "plain **bold** `code`"))
        #expect(texts(of: text) == ["plain bold code"])
        let plain = Text(AttributedString("plain bold code"))
        #expect(text.resolved().root != plain.resolved().root, "the bold and code runs were dropped")
        // A literal is still a LocalizedStringKey, its Markdown read, not an AttributedString's characters.
        #expect(texts(of: Text("a **b**")) == ["a b"])
    }

    @Test func defaultMinListRowHeightSetsTheListsRowMinimum() {
        func rowMinimum(_ list: some View) -> CGFloat? {
            nodes(of: list).lazy.compactMap { node -> CGFloat? in
                if case .list(let style) = node.kind { style.rowMinHeight } else { nil }
            }.first
        }
        #expect(rowMinimum(List { Text("A") }) == 44)
        #expect(rowMinimum(List { Text("A") }.environment(\.defaultMinListRowHeight, 18)) == 18)
    }

    @Test func checkboxIsCheckedOnlyWhenOn() {
        func checks(_ isOn: Bool) -> Int {
            nodes(of: Toggle("Wrap", isOn: .constant(isOn)).toggleStyle(.checkbox)).filter { node in
                if case .image(let image) = node.kind { image.systemName == "checkmark" } else { false }
            }.count
        }
        #expect(checks(true) == 1)
        #expect(checks(false) == 0)
    }

    // A golden cannot hold the placeholder; every symbol these screens name is drawn.
    @Test func fiveScreensKeepTheirGoldens() {
        assertGolden(of: GeneralSettingsTab(), as: [.dump, .html, .svg], named: "settings-general", themes: [.marigold], colorSchemes: [.light, .dark], canvases: [.desktop])
        assertGolden(of: RequestEditorView(), as: [.dump, .html, .svg], named: "http", themes: [.marigold], canvases: [.desktop])
        assertGolden(of: MarkdownPreview(source: MarkdownEditorView.sampleText).frame(width: 400, height: 400), as: [.dump, .html, .svg], named: "markdown-preview", themes: [.marigold], colorSchemes: [.light, .dark], canvases: [.desktop])
        assertGolden(of: LogRowView(entry: LogStore.sampleEntries[3]).padding(), as: [.dump, .html, .svg], named: "log-row", themes: [.marigold], canvases: [.desktop])
        assertGolden(of: AboutView(), as: [.dump, .html, .svg], named: "about", themes: [.marigold], canvases: [.desktop])
        assertGolden(of: NavigationStack { ProcessTableView() }, as: [.dump, .html, .svg], named: "processes", themes: [.marigold], colorSchemes: [.light, .dark], canvases: [.desktop])
        assertGolden(of: MenuBarPanelView(), as: [.dump, .html, .svg], named: "menubar", themes: [.marigold], canvases: [.desktop])
    }
}
