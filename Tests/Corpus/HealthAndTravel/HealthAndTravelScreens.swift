import Trellis

/// Every screen of the corpus as its app shows it, with the models its app root gives it, by page id.
@MainActor
enum HealthAndTravelScreens {
    static func filledBasket() -> Basket {
        let basket = Basket()
        basket.add(Restaurant.samples[0].menu[0].items[0], quantity: 2)
        basket.add(Restaurant.samples[0].menu[1].items[0])
        return basket
    }

    static let all: [(id: String, view: @MainActor @Sendable () -> AnyView)] = [
        ("activity", { AnyView(ActivityDashboardView(summary: .today, week: ActivitySummary.week)) }),
        ("rings", { AnyView(ActivityRingsView(summary: .today).padding()) }),
        ("water", { AnyView(WaterTrackerView()) }),
        ("calories", { AnyView(CalorieTrackerView()) }),
        ("add-food", { AnyView(AddFoodView(log: .preview)) }),
        ("sleep", { AnyView(SleepLogView()) }),
        ("meditation", { AnyView(MeditationTimerView()) }),
        ("breathing", { AnyView(BreathingView()) }),
        ("workout", { AnyView(WorkoutPlanView()) }),
        ("medications", { AnyView(MedicationListView()) }),
        ("add-medication", { AnyView(AddMedicationView { _ in }) }),
        ("symptoms", { AnyView(SymptomLogView()) }),
        ("restaurants", { AnyView(RestaurantListView(restaurants: Restaurant.samples)) }),
        ("restaurant-card", { AnyView(RestaurantCard(restaurant: Restaurant.samples[0]).padding()) }),
        ("menu", { AnyView(NavigationStack { MenuView(restaurant: Restaurant.samples[0]) }.environment(filledBasket())) }),
        ("menu-item", { AnyView(MenuItemDetailView(item: Restaurant.samples[0].menu[0].items[0]).environment(Basket())) }),
        ("basket", { AnyView(NavigationStack { BasketView() }.environment(filledBasket())) }),
        ("basket-empty", { AnyView(NavigationStack { BasketView() }.environment(Basket())) }),
        ("checkout", { AnyView(NavigationStack { CheckoutView(total: 34.70) }) }),
        ("meal-planner", { AnyView(MealPlannerView()) }),
        ("recipe", { AnyView(NavigationStack { RecipeDetailView(recipe: .shakshuka) }) }),
        ("trips", { AnyView(TripListView()) }),
        ("trip-card", { AnyView(TripCardView(trip: .lisbon).padding()) }),
        ("itinerary", { AnyView(NavigationStack { ItineraryTimelineView(trip: .lisbon) }) }),
        ("booking", { AnyView(NavigationStack { BookingDetailView(booking: Trip.lisbon.hotel!) }) }),
        ("boarding-pass", { AnyView(NavigationStack { BoardingPassView(flight: Trip.lisbon.flight!) }) }),
        ("hotels", { AnyView(HotelSearchView()) }),
        ("hotel-filters", { AnyView(HotelFiltersView(filters: .constant(HotelFilters()))) }),
        ("packing", { AnyView(PackingListView()) }),
    ]
}
