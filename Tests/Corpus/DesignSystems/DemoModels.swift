import Foundation

struct DemoUser: Identifiable, Hashable {
    enum Presence: String {
        case online, away, offline
    }

    let id = UUID()
    var name: String
    var role: String
    var presence: Presence
    var unreadCount: Int = 0

    var initials: String {
        let parts = name.split(separator: " ")
        return parts.prefix(2).compactMap { $0.first.map(String.init) }.joined()
    }

    static let samples: [DemoUser] = [
        DemoUser(name: "Ada Lovelace", role: "Engineering", presence: .online, unreadCount: 3),
        DemoUser(name: "Grace Hopper", role: "Compilers", presence: .away),
        DemoUser(name: "Alan Turing", role: "Research", presence: .offline, unreadCount: 12),
        DemoUser(name: "Katherine Johnson", role: "Navigation", presence: .online),
        DemoUser(name: "Linus Pauling", role: "Chemistry", presence: .online, unreadCount: 120),
    ]
}

struct Tag: Identifiable, Hashable {
    var id: String { name }
    let name: String
    var isSelected: Bool = false

    static let samples: [Tag] = [
        "Swift", "SwiftUI", "Combine", "Concurrency", "Layout", "Animation",
        "Accessibility", "Design systems", "iOS", "macOS", "Testing", "Previews",
    ].map { Tag(name: $0) }
}

struct FeaturedCard: Identifiable, Hashable {
    let id: Int
    let title: String
    let subtitle: String
    let symbol: String
    let hue: Double

    static let samples: [FeaturedCard] = [
        FeaturedCard(id: 1, title: "Typography", subtitle: "Dynamic Type scales", symbol: "textformat", hue: 0.58),
        FeaturedCard(id: 2, title: "Color", subtitle: "Semantic palettes", symbol: "paintpalette", hue: 0.9),
        FeaturedCard(id: 3, title: "Motion", subtitle: "Springs and curves", symbol: "wind", hue: 0.35),
        FeaturedCard(id: 4, title: "Spacing", subtitle: "A 4pt grid", symbol: "ruler", hue: 0.1),
    ]
}

struct Review: Identifiable {
    let id = UUID()
    let author: String
    let rating: Double
    let text: String

    static let samples: [Review] = [
        Review(author: "maria_k", rating: 5, text: "The flow layout saved me a week."),
        Review(author: "devon", rating: 3.5, text: "Nice components, docs could be better."),
        Review(author: "tkimura", rating: 4, text: "Shimmer looks great in dark mode."),
    ]
}
