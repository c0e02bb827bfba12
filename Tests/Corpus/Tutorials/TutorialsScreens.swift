import Trellis

/// Every screen of the corpus as its app shows it, with the models its app root gives it, by page id.
@MainActor
enum TutorialsScreens {
    static func filledOrder() -> Order {
        let order = Order()
        order.type = 2
        order.quantity = 5
        order.specialRequestEnabled = true
        order.extraFrosting = true
        order.name = "Taylor"
        order.streetAddress = "1 Infinite Loop"
        order.city = "Cupertino"
        order.zip = "95014"
        return order
    }

    static let missions: [Mission] = Bundle.main.decode("missions.json")
    static let astronauts: [String: Astronaut] = Bundle.main.decode("astronauts.json")

    static let all: [(id: String, view: @MainActor @Sendable () -> AnyView)] = [
        ("wesplit", { AnyView(WeSplitView()) }),
        ("guess-the-flag", { AnyView(GuessTheFlagView()) }),
        ("better-rest", { AnyView(BetterRestView()) }),
        ("word-scramble", { AnyView(WordScrambleView()) }),
        ("animations", { AnyView(AnimationsView()) }),
        ("iexpense", { AnyView(iExpenseView(expenses: .sample)) }),
        ("add-expense", { AnyView(AddExpenseView(expenses: Expenses(items: []))) }),
        ("moonshot", { AnyView(MoonshotView()) }),
        ("mission", { AnyView(NavigationStack { MissionView(mission: missions[2], astronauts: astronauts) }.preferredColorScheme(.dark)) }),
        ("astronaut", { AnyView(NavigationStack { AstronautView(astronaut: astronauts["aldrin"]!) }.preferredColorScheme(.dark)) }),
        ("drawing", { AnyView(DrawingView()) }),
        ("spirograph", { AnyView(SpirographView()) }),
        ("cupcake-corner", { AnyView(CupcakeCornerView()) }),
        ("cupcake-address", { AnyView(NavigationStack { AddressView(order: Order()) }) }),
        ("cupcake-checkout", { AnyView(NavigationStack { CheckoutView(order: filledOrder()) }) }),
        ("bookworm", { AnyView(BookwormView()) }),
        ("add-book", { AnyView(AddBookView().environmentObject(BookStore())) }),
        ("book-detail", { AnyView(NavigationStack { BookDetailView(book: Book.examples[0]) }.environmentObject(BookStore())) }),
        ("rating", { AnyView(RatingView(rating: .constant(4)).padding()) }),
        ("hot-prospects", { AnyView(HotProspectsView()) }),
        ("prospects-contacted", { AnyView(ProspectsView(filter: .contacted).environmentObject(Prospects())) }),
        ("me", { AnyView(MeView()) }),
        ("flashzilla", { AnyView(FlashzillaView()) }),
        ("flashzilla-card", { AnyView(FlashzillaCardView(card: .example).padding(30)) }),
        ("edit-cards", { AnyView(EditCardsView()) }),
        ("snowseeker", { AnyView(SnowSeekerView()) }),
        ("resort", { AnyView(NavigationStack { ResortView(resort: .example) }.environment(Favorites())) }),
        ("memorize", { AnyView(EmojiMemoryGameView(viewModel: EmojiMemoryGame())) }),
        ("set", { AnyView(SetGameView()) }),
        ("set-card", { AnyView(SetCardView(card: SetGame.Card(number: .two, shape: .squiggle, shading: .striped, color: .purple, isSelected: true, id: 0)).frame(width: 120).padding()) }),
        ("kuchi-register", { AnyView(RegisterView().environmentObject(UserManager(name: "Ray"))) }),
        ("kuchi-settings", { AnyView(KuchiSettingsView()) }),
        ("kuchi-home", { AnyView(KuchiHomeView().environmentObject(UserManager(name: "Ray"))) }),
        ("smoothies", { AnyView(SmoothieMenu()) }),
        ("smoothie", { AnyView(NavigationStack { SmoothieView(smoothie: Smoothie.all[0]) }) }),
    ]
}
