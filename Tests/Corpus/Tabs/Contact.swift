import Foundation

struct Contact: Identifiable, Hashable {
    let id: Int
    var name: String
    var city: String
    var isFavorite = false
    var unread = 0

    var initials: String {
        name.split(separator: " ").compactMap { $0.first }.map(String.init).joined()
    }
}

extension Contact {
    static let samples: [Contact] = [
        Contact(id: 1, name: "Amara Okafor", city: "Lagos", isFavorite: true, unread: 2),
        Contact(id: 2, name: "Ben Carter", city: "Leeds"),
        Contact(id: 3, name: "Chen Wei", city: "Chengdu", unread: 1),
        Contact(id: 4, name: "Dana Levi", city: "Haifa", isFavorite: true),
        Contact(id: 5, name: "Elena Rossi", city: "Turin"),
        Contact(id: 6, name: "Farid Haddad", city: "Beirut"),
        Contact(id: 7, name: "Hanna Berg", city: "Bergen", isFavorite: true),
    ]
}
