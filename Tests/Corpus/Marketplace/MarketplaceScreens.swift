import Trellis

/// Every screen of the corpus as its app shows it, with the models its app root gives it, by page id.
@MainActor
enum MarketplaceScreens {
    static let all: [(id: String, view: @MainActor @Sendable () -> AnyView)] = [
        ("marketplace", { AnyView(MarketplaceTabView()) }),
        ("listings", { AnyView(ListingsFeedView()) }),
        ("listing-card", { AnyView(ListingCard(listing: Listing.samples[1]).padding()) }),
        ("listing-filters", { AnyView(ListingFilterSheet(filter: .constant(ListingFilter()))) }),
        ("range-slider", { AnyView(RangeSliderRow(title: "Price", lower: .constant(200_000), upper: .constant(900_000), bounds: 0...1_000_000, step: 10_000).padding()) }),
        ("listing-detail", { AnyView(NavigationStack { ListingDetailView(listing: Listing.samples[0]) }) }),
        ("listing-detail-nophotos", { AnyView(NavigationStack { ListingDetailView(listing: Listing.samples[2]) }) }),
        ("amenities", { AnyView(AmenitiesGrid(amenities: Amenity.all).padding()) }),
        ("agent-card", { AnyView(AgentContactCard(agent: .sample).padding()) }),
        ("events", { AnyView(EventsFeedView()) }),
        ("ticket", { AnyView(NavigationStack { TicketView(ticket: .sample) }) }),
        ("qr-code", { AnyView(QRCodeGrid(payload: "TLX-4471-9920-318").frame(width: 200)) }),
        ("seat-picker", { AnyView(NavigationStack { SeatPickerView(event: Event.samples[0]) }) }),
        ("swipe-deck", { AnyView(SwipeDeckView()) }),
        ("profile-card", { AnyView(ProfileCardView(profile: DatingProfile.samples[0]).padding()) }),
        ("match", { AnyView(MatchSheet(profile: DatingProfile.samples[0])) }),
        ("profile-editor", { AnyView(NavigationStack { ProfileEditorView() }) }),
        ("prompt-editor", { AnyView(PromptEditor(prompt: DatingProfile.samples[0].prompts[0]) { _ in }) }),
        ("classified-post", { AnyView(ClassifiedPostForm()) }),
        ("chats", { AnyView(ChatListView()) }),
        ("chat-thread", { AnyView(NavigationStack { ChatThreadView(conversation: Conversation.samples[0]) }.environmentObject(ChatListViewModel())) }),
    ]
}
