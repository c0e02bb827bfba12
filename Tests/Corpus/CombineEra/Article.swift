import Foundation

struct NewsResponse: Codable {
    let status: String
    let totalResults: Int
    let articles: [Article]
}

struct Article: Codable, Identifiable, Hashable {
    var id: String { url }
    let source: Source
    let author: String?
    let title: String
    let description: String?
    let url: String
    let urlToImage: String?
    let publishedAt: String
    let content: String?

    struct Source: Codable, Hashable {
        let id: String?
        let name: String
    }

    var authorText: String {
        author ?? "Unknown author"
    }

    var descriptionText: String {
        description ?? ""
    }
}

extension Article {
    static let previewData: [Article] = [
        Article(source: Source(id: "the-verge", name: "The Verge"),
                author: "Dieter Bohn",
                title: "Apple announces new MacBook Pro with M1 Pro and M1 Max chips",
                description: "The new laptops bring back the HDMI port, SD card slot and MagSafe.",
                url: "https://example.com/articles/1",
                urlToImage: nil,
                publishedAt: "2021-10-18T17:00:00Z",
                content: "Apple has announced new 14- and 16-inch MacBook Pros."),
        Article(source: Source(id: "techcrunch", name: "TechCrunch"),
                author: nil,
                title: "SwiftUI 3 brings async image loading and searchable lists",
                description: "WWDC21 added AsyncImage, .searchable and .refreshable.",
                url: "https://example.com/articles/2",
                urlToImage: nil,
                publishedAt: "2021-06-07T19:30:00Z",
                content: nil),
        Article(source: Source(id: nil, name: "BBC News"),
                author: "Jane Wakefield",
                title: "Electric cars outsell diesel in Europe for the first time",
                description: "Battery-powered vehicles took a bigger share of the market in August.",
                url: "https://example.com/articles/3",
                urlToImage: nil,
                publishedAt: "2021-09-14T08:15:00Z",
                content: nil),
        Article(source: Source(id: "wired", name: "Wired"),
                author: "Lily Hay Newman",
                title: "How to turn on two-factor authentication everywhere",
                description: nil,
                url: "https://example.com/articles/4",
                urlToImage: nil,
                publishedAt: "2021-03-02T12:00:00Z",
                content: nil),
    ]
}
