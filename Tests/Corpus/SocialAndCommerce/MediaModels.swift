import Foundation

struct Track: Identifiable, Hashable {
    let id: Int
    var title: String
    var artist: String
    var album: String
    var duration: TimeInterval
    var artworkURL: URL?
}

extension Track {
    static let sample = Track(id: 1, title: "Midnight City", artist: "Neon Coast", album: "Afterglow", duration: 243, artworkURL: URL(string: "https://example.com/afterglow.jpg"))
}

struct Story: Identifiable, Hashable {
    let id: Int
    var user: User
    var isSeen: Bool
}

struct AppNotification: Identifiable, Hashable {
    enum Kind: String { case like, comment, follow, mention }
    let id: Int
    var kind: Kind
    var user: User
    var message: String
    var date: Date
    var isUnread: Bool
}

extension AppNotification {
    static let samples: [AppNotification] = [
        AppNotification(id: 1, kind: .like, user: .maya, message: "liked your photo", date: Post.reference.addingTimeInterval(-300), isUnread: true),
        AppNotification(id: 2, kind: .follow, user: .leo, message: "started following you", date: Post.reference.addingTimeInterval(-5_400), isUnread: true),
        AppNotification(id: 3, kind: .comment, user: .ana, message: "commented: \"Love this!\"", date: Post.reference.addingTimeInterval(-90_000), isUnread: false),
        AppNotification(id: 4, kind: .mention, user: .maya, message: "mentioned you in a comment", date: Post.reference.addingTimeInterval(-200_000), isUnread: false),
    ]
}

struct Place: Identifiable, Hashable {
    let id: Int
    var name: String
    var category: String
    var rating: Double
    var priceLevel: Int
    var address: String
    var isOpen: Bool
    var hours: [(day: String, hours: String)]

    static func == (lhs: Place, rhs: Place) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Place {
    static let sample = Place(id: 1, name: "Blue Bottle Coffee", category: "Coffee Shop", rating: 4.5, priceLevel: 2, address: "66 Mint St, San Francisco", isOpen: true, hours: [("Mon–Fri", "7:00 AM – 6:00 PM"), ("Sat", "8:00 AM – 6:00 PM"), ("Sun", "8:00 AM – 5:00 PM")])
}
