import Trellis
import Combine

class ContactStore: ObservableObject {
    @Published var contacts: [Contact]

    init(contacts: [Contact] = Contact.sampleData) {
        self.contacts = contacts
    }

    var favorites: [Contact] {
        contacts.filter { $0.isFavorite }
    }

    func delete(at offsets: IndexSet) {
        contacts.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        contacts.move(fromOffsets: source, toOffset: destination)
    }

    func add(_ contact: Contact) {
        contacts.append(contact)
    }

    func toggleFavorite(_ contact: Contact) {
        if let index = contacts.firstIndex(where: { $0.id == contact.id }) {
            contacts[index].isFavorite.toggle()
        }
    }
}
