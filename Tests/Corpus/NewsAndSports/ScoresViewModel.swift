import Trellis

@MainActor
final class ScoresViewModel: ObservableObject {
    @Published private(set) var matches: [Match] = []
    @Published private(set) var standings: [Standing] = []
    @Published var isLoading = false
    @Published var errorMessage: String?

    var liveMatches: [Match] { matches.filter(\.isLive) }
    var otherMatches: [Match] { matches.filter { !$0.isLive } }

    init(matches: [Match] = [], standings: [Standing] = []) {
        self.matches = matches
        self.standings = standings
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(nanoseconds: 1_000_000)
        matches = Match.samples
        standings = Standing.table
    }

    func refresh() async {
        await load()
    }
}
