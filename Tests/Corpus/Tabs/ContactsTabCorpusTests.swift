import CorpusSupport
import Testing
import Trellis
import TrellisTesting

/// A tab app with search as an app writes it: `TabView(selection:)` with `.tabItem`, `.badge`
/// and `.tag`, each tab its own `NavigationStack`, `.searchable` over a plain `List` filtered by
/// the query, rows that push a `Form`, and a toolbar button.
@MainActor @Suite struct ContactsTabCorpusTests {
    private func texts(of view: some View) -> [String] {
        view.resolved().root.subtree(includingDestinations: false).compactMap { node -> String? in
            if case .text(let text) = node.kind { text.string } else { nil }
        }
    }

    @Test func anEmptyQueryListsEveryContact() {
        let shown = texts(of: ContactsTabView())
        for contact in Contact.samples { #expect(shown.contains(contact.name), "\(contact.name)") }
        #expect(shown.contains("Search contacts"), "the empty field shows its prompt")
    }

    @Test func theQueryFiltersTheListByNameOrCity() {
        let shown = texts(of: ContactsTabView(query: "be"))
        // "Ben Carter", "Hanna Berg" by name and "Farid Haddad" by Beirut; no one else.
        #expect(Contact.samples.map(\.name).filter(shown.contains) == ["Ben Carter", "Farid Haddad", "Hanna Berg"])
        #expect(shown.contains("be"), "the field shows the query")
    }

    @Test func aQueryWithNoMatchSaysSo() {
        #expect(texts(of: ContactsTabView(query: "zz")).contains("No results for \"zz\""))
    }

    @Test func theBadgeCountsUnreadMessagesAndTheSelectedTabIsShown() {
        let contacts = texts(of: ContactsTabView())
        #expect(contacts.contains("3"), "the badge on Contacts")
        let favorites = texts(of: ContactsTabView(selection: .favorites))
        #expect(favorites.contains("Favorites"))
        #expect(!favorites.contains("Ben Carter"))
        #expect(favorites.contains("Dana Levi"))
    }

    @Test func rendersValidHTMLAndSVGForEveryTabAndQuery() async {
        let rendering = await renderCorpus([
            (id: "contacts", view: { AnyView(ContactsTabView()) }),
            (id: "search", view: { AnyView(ContactsTabView(query: "be")) }),
            (id: "favorites", view: { AnyView(ContactsTabView(selection: .favorites)) }),
            (id: "settings", view: { AnyView(ContactsTabView(selection: .settings)) }),
            (id: "previews", view: { AnyView(ContactsTabView_Previews.previews) }),
        ])
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for document in rendering.documents(ofPage: "search.") {
            #expect(document.text.contains("Hanna Berg"), "\(document.path)")
            #expect(!document.text.contains("Chen Wei"), "\(document.path)")
        }
        let details = rendering.documents.keys.filter { $0.hasPrefix("marigold/contacts--") && $0.hasSuffix(".html") }
        #expect(details.count == Contact.samples.count, "\(details.sorted())")
    }

    @Test func theTabsKeepTheirGoldens() {
        assertGolden(of: ContactsTabView(), as: [.dump, .html, .svg], named: "contacts", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: ContactsTabView(query: "be"), as: [.dump, .html, .svg], named: "search", themes: [.marigold])
    }
}
