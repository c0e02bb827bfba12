import Trellis

@MainActor
final class FeedStore: ObservableObject {
    @Published var sources: [FeedSource]
    @Published var isRefreshing = false
    @Published var lastUpdated: Date?

    init(sources: [FeedSource] = FeedSource.samples) {
        self.sources = sources
    }

    var totalUnread: Int { sources.reduce(0) { $0 + $1.unreadCount } }

    func refreshAll() async {
        isRefreshing = true
        try? await Task.sleep(nanoseconds: 1_000_000)
        lastUpdated = Article.referenceDate
        isRefreshing = false
    }

    func markAllRead(in source: FeedSource) {
        guard let index = sources.firstIndex(where: { $0.id == source.id }) else { return }
        for item in sources[index].items.indices {
            sources[index].items[item].isRead = true
        }
    }

    func add(name: String, url: URL) {
        sources.append(FeedSource(name: name, url: url, iconSystemName: "dot.radiowaves.up.forward", items: []))
    }

    func delete(at offsets: IndexSet) {
        sources.remove(atOffsets: offsets)
    }
}
