import Trellis

/// Every screen of the corpus as its app shows it, with the models its app root gives it, by page id.
@MainActor
enum SocialAndCommerceScreens {
    static let all: [(id: String, view: @MainActor @Sendable () -> AnyView)] = [
        ("feed", { AnyView(FeedView().environment(FeedModel())) }),
        ("post-card", { AnyView(PostCardView(post: Post.samples[0]).padding()) }),
        ("stories", { AnyView(StoriesBar(stories: Story.samples)) }),
        ("profile", { AnyView(ScrollView { ProfileHeaderView(user: .maya) }) }),
        ("chat", { AnyView(NavigationStack { ChatThreadView(contact: .maya) }) }),
        ("player", { AnyView(MusicPlayerView(track: .sample)) }),
        ("product", { AnyView(NavigationStack { ProductPageView(product: .sneaker) }.environment(CartStore())) }),
        ("cart", { AnyView(CartView().environment(CartStore())) }),
        ("paywall", { AnyView(PaywallView()) }),
        ("onboarding", { AnyView(OnboardingPagesView()) }),
        ("notifications", { AnyView(NotificationsView()) }),
        ("search", { AnyView(SearchFilterView()) }),
        ("login", { AnyView(LoginFormView()) }),
        ("badges", { AnyView(BadgesGallery()) }),
        ("skeleton", { AnyView(ScrollView { SkeletonFeedView(); RedactedPostPlaceholder().padding() }) }),
        ("place", { AnyView(NavigationStack { PlaceDetailView(place: .sample) }) }),
        ("video", { AnyView(VideoTileView(title: "Surfing the biggest waves of the season", channel: "Wave Riders", duration: 754).padding()) }),
        ("tabs", { AnyView(TabRootView()) }),
        ("fab", { AnyView(ExpandableFAB()) }),
        ("shapes", { AnyView(ShapesShowcase()) }),
        ("themed-cards", { AnyView(ThemedCardsView()) }),
        ("extensions", { AnyView(ExtensionsShowcase()) }),
        ("rating", { AnyView(VStack { RatingView(rating: 3.5); InteractiveRating(rating: .constant(4)) }) }),
        ("order", { AnyView(OrderTrackingView()) }),
        ("comments", { AnyView(CommentsHost()) }),
        ("appearance", { AnyView(AppearanceSettingsView()) }),
        ("wallet", { AnyView(WalletCardView()) }),
        ("likes", { AnyView(VStack(spacing: 24) { LikeBurstView(); DoubleTapToLike() }.padding()) }),
        ("effects", { AnyView(EffectsGallery()) }),
        ("carousel", { AnyView(ExploreCarouselView()) }),
        ("account", { AnyView(AccountSummaryView().environment(AccountModel())) }),
        ("account-edit", { AnyView(NavigationStack { AccountEditorView(account: AccountModel()) }) }),
    ]
}
