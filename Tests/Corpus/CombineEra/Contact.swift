import Foundation

struct Contact: Identifiable, Equatable {
    let id: UUID
    var firstName: String
    var lastName: String
    var phone: String
    var email: String
    var company: String
    var isFavorite: Bool

    init(id: UUID = UUID(), firstName: String, lastName: String, phone: String, email: String, company: String = "", isFavorite: Bool = false) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.phone = phone
        self.email = email
        self.company = company
        self.isFavorite = isFavorite
    }

    var fullName: String {
        "\(firstName) \(lastName)"
    }

    var initials: String {
        let first = firstName.first.map(String.init) ?? ""
        let last = lastName.first.map(String.init) ?? ""
        return first + last
    }
}

extension Contact {
    static let sampleData: [Contact] = [
        Contact(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, firstName: "Anna", lastName: "Haro", phone: "555-522-8243", email: "anna-haro@mac.com", company: "Creative Consulting", isFavorite: true),
        Contact(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, firstName: "Daniel", lastName: "Higgins", phone: "555-478-7672", email: "d-higgins@mac.com"),
        Contact(id: UUID(uuidString: "00000000-0000-0000-0000-000000000003")!, firstName: "David", lastName: "Taylor", phone: "555-610-6679", email: "dtaylor@icloud.com", company: "Apple"),
        Contact(id: UUID(uuidString: "00000000-0000-0000-0000-000000000004")!, firstName: "Hank", lastName: "Zakroff", phone: "555-766-4823", email: "hank-zakroff@mac.com", company: "Financial Services Inc.", isFavorite: true),
        Contact(id: UUID(uuidString: "00000000-0000-0000-0000-000000000005")!, firstName: "John", lastName: "Appleseed", phone: "888-555-5512", email: "John-Appleseed@mac.com"),
        Contact(id: UUID(uuidString: "00000000-0000-0000-0000-000000000006")!, firstName: "Kate", lastName: "Bell", phone: "555-564-8583", email: "kate-bell@mac.com", company: "Creative Consulting"),
    ]
}
