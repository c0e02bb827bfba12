import Trellis

/// Every screen of the news, RSS and sports-scores corpus as its app shows it, by page id.
@MainActor
enum NewsAndSportsScreens {
    static func scores() -> ScoresViewModel { ScoresViewModel(matches: Match.samples, standings: Standing.table) }

    static let all: [(id: String, view: @MainActor @Sendable () -> AnyView)] = [
        ("root", { AnyView(RootTabView()) }),
        ("news-feed", { AnyView(NewsFeedView(viewModel: .preview)) }),
        ("news-loading", { AnyView(NewsFeedView()) }),
        ("hero-card", { AnyView(HeroArticleCard(article: .preview).padding()) }),
        ("category-chips", { AnyView(CategoryChipsView(selection: .constant(.technology))) }),
        ("article-row", { AnyView(List { ArticleRowView(article: Article.samples[1], isBookmarked: true) }.listStyle(.plain)) }),
        ("article-reader", { AnyView(NavigationStack { ArticleReaderView(article: .preview) }) }),
        ("reader-text-settings", { AnyView(ReaderTextSettings(fontSize: .constant(.large), usesSerif: .constant(true))) }),
        ("bookmarks", { AnyView(NavigationStack { BookmarksView(viewModel: .preview) }) }),
        ("bookmarks-empty", { AnyView(NavigationStack { BookmarksView(viewModel: NewsFeedViewModel()) }) }),
        ("feeds", { AnyView(FeedListView().environmentObject(FeedStore())) }),
        ("feed-items", { AnyView(NavigationStack { FeedItemsView(title: "Swift by Sundell", items: FeedSource.samples[1].items) }) }),
        ("feed-items-empty", { AnyView(NavigationStack { FeedItemsView(title: "Hacker News", items: []) }) }),
        ("add-feed", { AnyView(AddFeedView().environmentObject(FeedStore())) }),
        ("scoreboard", { AnyView(ScoreboardView(viewModel: scores())) }),
        ("scoreboard-row", { AnyView(ScoreboardRow(match: Match.samples[0]).padding()) }),
        ("live-indicator", { AnyView(LiveIndicator().padding()) }),
        ("team-logos", { AnyView(HStack { TeamLogo(team: .harbor); TeamLogo(team: .northgate, size: 56) }.padding()) }),
        ("standings", { AnyView(NavigationStack { StandingsView(standings: Standing.table) }) }),
        ("match-detail", { AnyView(NavigationStack { MatchDetailView(match: Match.samples[0]) }) }),
        ("play-by-play", { AnyView(ScrollView { PlayByPlayView(match: Match.samples[0]) }) }),
        ("play-by-play-empty", { AnyView(PlayByPlayView(match: Match.samples[1])) }),
        ("stat-bar", { AnyView(StatBar(title: "Possession", home: 58, away: 42).padding()) }),
        ("settings", { AnyView(SettingsView()) }),
    ]
}
