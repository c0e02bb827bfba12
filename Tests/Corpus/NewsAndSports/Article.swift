import Foundation

enum NewsCategory: String, CaseIterable, Identifiable, Codable {
    case top = "Top Stories"
    case world = "World"
    case business = "Business"
    case technology = "Technology"
    case science = "Science"
    case sports = "Sports"
    case health = "Health"

    var id: String { rawValue }

    var systemImage: String {
        switch self {
        case .top: return "star"
        case .world: return "globe"
        case .business: return "briefcase"
        case .technology: return "desktopcomputer"
        case .science: return "atom"
        case .sports: return "sportscourt"
        case .health: return "heart"
        }
    }
}

struct Article: Identifiable, Hashable, Codable {
    let id: UUID
    var title: String
    var summary: String
    var body: String
    var author: String
    var source: String
    var category: NewsCategory
    var publishedAt: Date
    var readingMinutes: Int
    var isBreaking: Bool = false

    static let referenceDate = Date(timeIntervalSince1970: 1_700_000_000)

    static let samples: [Article] = [
        Article(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
                title: "Central banks signal a pause as inflation cools",
                summary: "Policymakers in three major economies held rates steady this week.",
                body: """
                **Inflation** eased for a fourth straight month, giving policymakers room to *wait*.

                Analysts at [Reuters](https://www.reuters.com) expect the first cut next spring. \
                Markets rallied on the news, with the index closing up `1.2%`.
                """,
                author: "Dana Whitfield", source: "The Ledger", category: .business,
                publishedAt: referenceDate.addingTimeInterval(-1_800), readingMinutes: 4, isBreaking: true),
        Article(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
                title: "New telescope images reveal a nursery of stars",
                summary: "The images show dust pillars light-years tall.",
                body: "Astronomers released *stunning* new images on Tuesday.",
                author: "Priya Natarajan", source: "Cosmos Daily", category: .science,
                publishedAt: referenceDate.addingTimeInterval(-7_200), readingMinutes: 3),
        Article(id: UUID(uuidString: "00000000-0000-0000-0000-000000000003")!,
                title: "The chip shortage is over. What comes next?",
                summary: "Foundries are racing to build capacity for AI accelerators.",
                body: "Supply has caught up with demand for most **consumer** parts.",
                author: "Marco Bellini", source: "Circuit", category: .technology,
                publishedAt: referenceDate.addingTimeInterval(-18_000), readingMinutes: 7),
        Article(id: UUID(uuidString: "00000000-0000-0000-0000-000000000004")!,
                title: "Underdogs clinch the title in extra time",
                summary: "A header in the 118th minute settled a final for the ages.",
                body: "Nobody gave them a chance in August.",
                author: "Sam O'Rourke", source: "Sideline", category: .sports,
                publishedAt: referenceDate.addingTimeInterval(-36_000), readingMinutes: 5),
        Article(id: UUID(uuidString: "00000000-0000-0000-0000-000000000005")!,
                title: "Walking 7,000 steps a day may be enough",
                summary: "A large study revisits the famous 10,000-step target.",
                body: "Researchers followed *50,000* adults for a decade.",
                author: "Lena Fischer", source: "Wellness Wire", category: .health,
                publishedAt: referenceDate.addingTimeInterval(-90_000), readingMinutes: 2),
    ]

    static let preview = samples[0]
}
