import Trellis

/// Every screen of the corpus as its app shows it, with the models its app root gives it, by page id.
@MainActor
enum NewestAPIsScreens {
    static let all: [(id: String, view: @MainActor @Sendable () -> AnyView)] = [
        ("journal", { AnyView(JournalRootView()) }),
        ("journal-timeline", { AnyView(NavigationStack { JournalTimelineView() }.environment(JournalStore())) }),
        ("journal-entry", { AnyView(NavigationStack { JournalEntryDetailView(entry: JournalEntry.samples[0]) }.environment(JournalStore())) }),
        ("journal-compose", { AnyView(JournalComposeView().environment(JournalStore())) }),
        ("journal-photos", { AnyView(NavigationStack { PhotoGridView() }.environment(JournalStore())) }),
        ("journal-photos-empty", { AnyView(NavigationStack { PhotoGridView() }.environment(JournalStore(entries: []))) }),
        ("journal-favorites", { AnyView(NavigationStack { FavoritesView() }.environment(JournalStore())) }),
        ("journal-search", { AnyView(NavigationStack { JournalSearchView() }.environment(JournalStore())) }),
        ("library", { AnyView(LibraryView().environment(Library())) }),
        ("book", { AnyView(NavigationStack { BookDetailView(book: .constant(Book.samples[0])) }) }),
        ("book-rows", { AnyView(BookRow_Previews.previews) }),
        ("book-carousel", { AnyView(BookCarouselView(books: Book.samples.filter { $0.status == .reading })) }),
        ("reading-goal", { AnyView(ReadingGoalView().environment(Library())) }),
        ("podcasts", { AnyView(PodcastRootView()) }),
        ("podcast-discover", { AnyView(NavigationStack { PodcastDiscoverView() }.environment(PlayerModel.preview)) }),
        ("podcast-library", { AnyView(NavigationStack { SubscriptionsView() }.environment(PlayerModel.preview)) }),
        ("episodes", { AnyView(NavigationStack { EpisodeListView(podcast: Podcast.samples[0]) }.environment(PlayerModel.preview)) }),
        ("now-playing", { AnyView(NowPlayingView().environment(PlayerModel.preview)) }),
        ("mini-player", { AnyView(MiniPlayerView(showingNowPlaying: .constant(false)).environment(PlayerModel.preview)) }),
        ("recipe-box", { AnyView(RecipeBoxView()) }),
        ("recipe", { AnyView(NavigationStack { RecipeDetailView(recipe: .constant(.pancakes)) }) }),
        ("recipe-editor", { AnyView(RecipeEditorView { _ in }) }),
        ("cooking", { AnyView(CookingModeView(recipe: .pancakes)) }),
        ("wishlist", { AnyView(WishlistView().environment(Wishlist())) }),
        ("destination", { AnyView(NavigationStack { DestinationDetailView(destination: Destination.samples[0]) }.environment(Wishlist())) }),
        ("add-destination", { AnyView(AddDestinationSheet().environment(Wishlist())) }),
        ("showcase", { AnyView(ShowcaseView()) }),
        ("mesh", { AnyView(NavigationStack { MeshGradientDemo() }) }),
        ("animations", { AnyView(NavigationStack { AnimationDemos() }) }),
        ("symbols", { AnyView(NavigationStack { SymbolEffectsDemo() }) }),
        ("scroll", { AnyView(NavigationStack { ScrollDemos() }) }),
        ("glass", { AnyView(NavigationStack { GlassDemo().navigationTitle("Glass") }) }),
    ]
}
