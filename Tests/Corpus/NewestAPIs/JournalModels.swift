import Foundation
import Observation

enum Mood: String, CaseIterable, Codable, Identifiable {
    case joyful, calm, grateful, tired, stressed

    var id: Self { self }

    var emoji: String {
        switch self {
        case .joyful: "😄"
        case .calm: "😌"
        case .grateful: "🙏"
        case .tired: "😴"
        case .stressed: "😣"
        }
    }

    var symbolName: String {
        switch self {
        case .joyful: "sun.max.fill"
        case .calm: "leaf.fill"
        case .grateful: "heart.fill"
        case .tired: "moon.zzz.fill"
        case .stressed: "cloud.bolt.fill"
        }
    }
}

struct JournalPhoto: Identifiable, Hashable, Codable {
    var id = UUID()
    var assetName: String
    var caption: String = ""
}

struct JournalEntry: Identifiable, Hashable, Codable {
    var id = UUID()
    var title: String
    var body: String
    var date: Date
    var mood: Mood
    var location: String?
    var photos: [JournalPhoto] = []
    var isFavorite = false
    var tags: [String] = []

    var wordCount: Int {
        body.split { $0.isWhitespace || $0.isNewline }.count
    }
}

@Observable
final class JournalStore {
    var entries: [JournalEntry]
    var searchText = ""
    var selectedMood: Mood?
    var streak: Int = 12

    init(entries: [JournalEntry] = JournalEntry.samples) {
        self.entries = entries
    }

    var filteredEntries: [JournalEntry] {
        entries
            .filter { selectedMood == nil || $0.mood == selectedMood }
            .filter { searchText.isEmpty || $0.title.localizedCaseInsensitiveContains(searchText) || $0.body.localizedCaseInsensitiveContains(searchText) }
            .sorted { $0.date > $1.date }
    }

    var favorites: [JournalEntry] { entries.filter(\.isFavorite) }

    var allPhotos: [JournalPhoto] { entries.flatMap(\.photos) }

    func add(_ entry: JournalEntry) {
        entries.insert(entry, at: 0)
    }

    func toggleFavorite(_ entry: JournalEntry) {
        guard let index = entries.firstIndex(where: { $0.id == entry.id }) else { return }
        entries[index].isFavorite.toggle()
    }

    func delete(_ entry: JournalEntry) {
        entries.removeAll { $0.id == entry.id }
    }
}

extension JournalEntry {
    private static let reference = Date(timeIntervalSince1970: 1_748_000_000)

    static let samples: [JournalEntry] = [
        JournalEntry(
            title: "Morning at the harbour",
            body: "Woke up early and walked down to the harbour. The fishing boats were coming in and the light on the water was unreal. Coffee from the little kiosk tasted better than usual.",
            date: reference,
            mood: .calm,
            location: "Porto",
            photos: [JournalPhoto(assetName: "harbour", caption: "Boats at dawn"), JournalPhoto(assetName: "coffee")],
            isFavorite: true,
            tags: ["travel", "morning"]
        ),
        JournalEntry(
            title: "First climbing session",
            body: "Tried bouldering for the first time. My forearms are gone. Managed two V1s and fell off a V2 about ten times.",
            date: reference.addingTimeInterval(-86_400),
            mood: .joyful,
            location: "Block Gym",
            photos: [JournalPhoto(assetName: "climbing")],
            tags: ["sport"]
        ),
        JournalEntry(
            title: "Deadline week",
            body: "Too many meetings. Need to say no more often.",
            date: reference.addingTimeInterval(-3 * 86_400),
            mood: .stressed,
            location: nil,
            tags: ["work"]
        ),
        JournalEntry(
            title: "Sunday dinner",
            body: "Mum made her lasagna. We stayed at the table until midnight talking about old holidays.",
            date: reference.addingTimeInterval(-6 * 86_400),
            mood: .grateful,
            location: "Home",
            photos: [JournalPhoto(assetName: "dinner", caption: "Lasagna!")],
            isFavorite: true,
            tags: ["family"]
        ),
    ]
}
