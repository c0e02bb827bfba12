import CorpusSupport
import Testing
import Trellis
import TrellisTesting

/// A settings screen as apps write one: a `Form` under a large title, an account header,
/// rows whose `Label` icons are white symbols on colored rounded squares (the look of iOS
/// Settings), toggles, a row that pushes a sub-screen, a menu `Picker`, a `Slider` with value
/// labels, `LabeledContent`, a `Link`, a footer and a destructive button. Its model imports only
/// Foundation.
@MainActor @Suite struct SettingsCorpusTests {
    private func nodes(of view: some View) -> [ResolvedNode] {
        view.resolved().root.subtree(includingDestinations: false)
    }

    @Test func theScreenShowsThePreferences() {
        let shown = nodes(of: SettingsView()).compactMap { if case .text(let text) = $0.kind { text.string } else { nil } }
        #expect(["Settings", "Sam Rivera", "Airplane Mode", "Notifications", "Appearance", "System", "Version", "2.4.1",
                 "Privacy Policy", "Sign Out", "Settings are stored on this device only."].allSatisfy(shown.contains), "\(shown)")
        let toggles = nodes(of: SettingsView()).compactMap { node -> ResolvedControlRole? in
            if case .accessibility(let value) = node.kind, case .toggle? = value.control { value.control } else { nil }
        }
        #expect(toggles == [.toggle(isOn: false), .toggle(isOn: false)])
    }

    @Test func rendersValidHTMLAndSVGWithTheNotificationsPage() async {
        let rendering = await renderCorpus([
            (id: "settings", view: { AnyView(SettingsView()) }),
            (id: "previews", view: { AnyView(SettingsView_Previews.previews) }),
        ])
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        #expect(rendering.documents["marigold/settings.html"]?.contains("href=\"https://example.com/privacy\"") == true)
        let pushed = rendering.documents.filter { $0.key.hasPrefix("marigold/settings--") && $0.key.hasSuffix(".html") && !$0.key.contains("__") }
        #expect(pushed.keys.sorted() == ["marigold/settings--notifications-settings-view.html"], "\(pushed.keys.sorted())")
        #expect(pushed.values.first?.contains("Show Previews") == true)
    }

    @Test func theScreenKeepsItsGoldens() {
        assertGolden(of: SettingsView(), as: [.dump, .html, .svg], named: "settings", colorSchemes: [.light, .dark])
    }
}
