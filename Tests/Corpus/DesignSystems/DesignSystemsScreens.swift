import Trellis

/// Every screen of the component-library corpus as its demo app shows it, by page id.
@MainActor
enum DesignSystemsScreens {
    static let all: [(id: String, view: @MainActor @Sendable () -> AnyView)] = [
        ("catalog", { AnyView(CatalogView()) }),
        ("buttons", { AnyView(NavigationStack { ButtonsDemoView() }) }),
        ("controls", { AnyView(NavigationStack { ControlsDemoView() }) }),
        ("layout", { AnyView(NavigationStack { LayoutDemoView() }) }),
        ("feedback", { AnyView(NavigationStack { FeedbackDemoView() }) }),
        ("display", { AnyView(NavigationStack { DisplayDemoView() }) }),
        ("display-sunset", { AnyView(NavigationStack { DisplayDemoView() }.dsTheme(.sunset)) }),
        ("theme", { AnyView(NavigationStack { ThemeSettingsView() }) }),
        ("shapes", { AnyView(NavigationStack { ShapesGallery() }) }),
        ("transitions", { AnyView(TransitionsDemoView()) }),
        ("layout-switcher", { AnyView(LayoutSwitcherDemo()) }),
        ("skeleton", { AnyView(SkeletonListView(isLoading: true)) }),
        ("skeleton-loaded", { AnyView(SkeletonListView(isLoading: false)) }),
        ("toast", { AnyView(Color.clear.toast(.constant(Toast(style: .warning, message: "Low storage", actionTitle: "Manage")))) }),
        ("tabs", { AnyView(UnderlineTabBar(titles: ["All", "Popular", "Recent"], selection: .constant(1)).padding()) }),
        ("highlight-list", { AnyView(SelectionHighlightList(items: ["Inbox", "Drafts", "Sent"]).padding()) }),
        ("carousel", { AnyView(SnappingCarousel(cards: FeaturedCard.samples)) }),
        ("rating", { AnyView(RatingView(rating: .constant(3.5)).padding()) }),
        ("avatars", { AnyView(HStack { AvatarView(user: DemoUser.samples[0], size: .large); AvatarStack(users: DemoUser.samples) }.padding()) }),
        ("segmented", { AnyView(SegmentedControl(Period.allCases, selection: .constant(.month)) { $0.rawValue }.padding()) }),
        ("stepper", { AnyView(QuantityStepper(value: .constant(3)).padding()) }),
    ]
}
