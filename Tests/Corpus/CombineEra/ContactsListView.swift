import Trellis

struct ContactsListView: View {
    @EnvironmentObject var store: ContactStore
    @State private var showingAddContact = false
    @State private var selection: UUID? = nil

    var body: some View {
        NavigationView {
            List {
                if !store.favorites.isEmpty {
                    Section(header: Text("Favorites")) {
                        ForEach(store.favorites) { contact in
                            NavigationLink(destination: ContactDetailView(contact: contact),
                                           tag: contact.id,
                                           selection: $selection) {
                                ContactRow(contact: contact)
                            }
                        }
                    }
                }
                Section(header: Text("All Contacts"), footer: Text("\(store.contacts.count) contacts")) {
                    ForEach(store.contacts) { contact in
                        NavigationLink(destination: ContactDetailView(contact: contact)) {
                            ContactRow(contact: contact)
                        }
                    }
                    .onDelete(perform: store.delete)
                    .onMove(perform: store.move)
                }
            }
            .listStyle(GroupedListStyle())
            .navigationBarTitle("Contacts")
            .navigationBarItems(leading: EditButton(),
                                trailing: Button(action: { self.showingAddContact.toggle() }) {
                                    Image(systemName: "plus")
                                })
            .sheet(isPresented: $showingAddContact) {
                AddContactView()
                    .environmentObject(self.store)
            }
        }
    }
}

struct ContactRow: View {
    var contact: Contact

    var body: some View {
        HStack {
            ZStack {
                Circle()
                    .fill(Color(red: 0.55, green: 0.6, blue: 0.7))
                    .frame(width: 36, height: 36)
                Text(contact.initials)
                    .font(.subheadline)
                    .foregroundColor(.white)
            }
            VStack(alignment: .leading) {
                Text(contact.fullName)
                if !contact.company.isEmpty {
                    Text(contact.company)
                        .font(.caption)
                        .foregroundColor(.secondary)
                }
            }
            Spacer()
            if contact.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundColor(.yellow)
            }
        }
    }
}

struct ContactsListView_Previews: PreviewProvider {
    static var previews: some View {
        ContactsListView()
            .environmentObject(ContactStore())
    }
}
