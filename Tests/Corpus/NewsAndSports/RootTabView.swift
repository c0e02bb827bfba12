import Trellis

struct RootTabView: View {
    @StateObject private var feedStore = FeedStore()
    @SceneStorage("selectedTab") private var selectedTab = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            NewsFeedView(viewModel: .preview)
                .tabItem { Label("News", systemImage: "newspaper") }
                .tag(0)
            FeedListView()
                .environmentObject(feedStore)
                .tabItem { Label("Feeds", systemImage: "dot.radiowaves.up.forward") }
                .badge(feedStore.totalUnread)
                .tag(1)
            ScoreboardView(viewModel: ScoresViewModel(matches: Match.samples, standings: Standing.table))
                .tabItem { Label("Scores", systemImage: "sportscourt") }
                .tag(2)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(3)
        }
    }
}

#Preview {
    RootTabView()
}
