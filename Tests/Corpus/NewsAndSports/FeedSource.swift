import Foundation

struct FeedItem: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var link: URL
    var published: Date
    var isRead: Bool = false
}

struct FeedSource: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var url: URL
    var iconSystemName: String
    var items: [FeedItem]

    var unreadCount: Int { items.filter { !$0.isRead }.count }

    static let samples: [FeedSource] = [
        FeedSource(name: "Daring Fireball", url: URL(string: "https://daringfireball.net/feeds/main")!, iconSystemName: "star.fill", items: [
            FeedItem(title: "The Talk Show: Episode 400", link: URL(string: "https://daringfireball.net/1")!, published: Article.referenceDate.addingTimeInterval(-3_600)),
            FeedItem(title: "Linked: On Software Quality", link: URL(string: "https://daringfireball.net/2")!, published: Article.referenceDate.addingTimeInterval(-86_400), isRead: true),
        ]),
        FeedSource(name: "Swift by Sundell", url: URL(string: "https://swiftbysundell.com/rss")!, iconSystemName: "swift", items: [
            FeedItem(title: "Using async sequences", link: URL(string: "https://swiftbysundell.com/1")!, published: Article.referenceDate.addingTimeInterval(-7_200)),
            FeedItem(title: "Result builders in practice", link: URL(string: "https://swiftbysundell.com/2")!, published: Article.referenceDate.addingTimeInterval(-172_800)),
            FeedItem(title: "Observing changes", link: URL(string: "https://swiftbysundell.com/3")!, published: Article.referenceDate.addingTimeInterval(-259_200)),
        ]),
        FeedSource(name: "Hacker News", url: URL(string: "https://news.ycombinator.com/rss")!, iconSystemName: "flame", items: []),
    ]
}
