import Trellis

enum AppTab: Hashable {
    case contacts, favorites, settings
}

struct ContactsTabView: View {
    @State private var selection: AppTab
    @State private var query: String
    let contacts: [Contact]

    init(selection: AppTab = .contacts, query: String = "", contacts: [Contact] = Contact.samples) {
        _selection = State(initialValue: selection)
        _query = State(initialValue: query)
        self.contacts = contacts
    }

    var body: some View {
        TabView(selection: $selection) {
            ContactsList(contacts: contacts, query: $query)
                .tabItem {
                    Label("Contacts", systemImage: "person.2")
                }
                .badge(contacts.reduce(0) { $0 + $1.unread })
                .tag(AppTab.contacts)

            FavoritesView(contacts: contacts.filter(\.isFavorite))
                .tabItem {
                    Label("Favorites", systemImage: "star")
                }
                .tag(AppTab.favorites)

            SettingsTab()
                .tabItem {
                    Label("Settings", systemImage: "gearshape")
                }
                .tag(AppTab.settings)
        }
    }
}

struct ContactsList: View {
    let contacts: [Contact]
    @Binding var query: String

    var filteredContacts: [Contact] {
        if query.isEmpty {
            return contacts
        }
        return contacts.filter { contact in
            contact.name.localizedCaseInsensitiveContains(query) || contact.city.localizedCaseInsensitiveContains(query)
        }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(filteredContacts) { contact in
                    NavigationLink {
                        ContactDetail(contact: contact)
                    } label: {
                        ContactRow(contact: contact)
                    }
                }
                if filteredContacts.isEmpty {
                    Text("No results for \"\(query)\"")
                        .foregroundColor(.secondary)
                }
            }
            .listStyle(.plain)
            .navigationTitle("Contacts")
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search contacts")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
    }
}

struct ContactRow: View {
    let contact: Contact

    var body: some View {
        HStack(spacing: 12) {
            Text(contact.initials)
                .font(.subheadline.weight(.semibold))
                .foregroundColor(.white)
                .frame(width: 36, height: 36)
                .background(Circle().fill(Color.accentColor))
            VStack(alignment: .leading, spacing: 2) {
                Text(contact.name)
                Text(contact.city)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            if contact.unread > 0 {
                Spacer()
                Text("\(contact.unread)")
                    .font(.caption2.bold())
                    .foregroundColor(.white)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(Color.red))
            }
        }
    }
}

struct ContactDetail: View {
    let contact: Contact

    var body: some View {
        Form {
            Section("Contact") {
                LabeledContent("Name", value: contact.name)
                LabeledContent("City", value: contact.city)
            }
            Section {
                Toggle("Favorite", isOn: .constant(contact.isFavorite))
            }
        }
        .navigationTitle(contact.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct FavoritesView: View {
    let contacts: [Contact]

    var body: some View {
        NavigationStack {
            List(contacts) { contact in
                Label(contact.name, systemImage: "star.fill")
            }
            .navigationTitle("Favorites")
        }
    }
}

struct SettingsTab: View {
    @State private var showsCities = true

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Show cities", isOn: $showsCities)
            }
            .navigationTitle("Settings")
        }
    }
}

struct ContactsTabView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ContactsTabView()
            ContactsTabView(query: "be")
        }
    }
}
