import Trellis

/// Every screen of the corpus as its app shows it, with the models its app root gives it, by page id.
@MainActor
enum HouseholdScreens {
    static let all: [(id: String, view: @MainActor @Sendable () -> AnyView)] = [
        ("home", { AnyView(HomeTabView()) }),
        ("plants", { AnyView(PlantsGridView().environmentObject(PlantStore(plants: Plant.samples))) }),
        ("plant-card", { AnyView(PlantCard(plant: Plant.samples[0], now: Plant.referenceDate).frame(width: 180).padding()) }),
        ("plant-detail", { AnyView(NavigationStack { PlantDetailView(plant: Plant.samples[0]) }.environmentObject(PlantStore(plants: Plant.samples))) }),
        ("watering", { AnyView(WateringScheduleView(plant: Plant.samples[1]).environmentObject(PlantStore(plants: Plant.samples))) }),
        ("ring", { AnyView(ProgressRing(progress: 0.65).frame(width: 120, height: 120).padding()) }),
        ("pets", { AnyView(PetsListView().environment(PetStore())) }),
        ("pet-detail", { AnyView(NavigationStack { PetDetailView(pet: .biscuit) }.environment(PetStore())) }),
        ("avatars", { AnyView(HStack { ForEach(Pet.samples) { PetAvatar(pet: $0, size: 64) } }.padding()) }),
        ("vet-visits", { AnyView(NavigationStack { VetVisitLogView(pet: .biscuit) }.environment(PetStore())) }),
        ("weight", { AnyView(WeightEntryForm(pet: .biscuit).environment(PetStore())) }),
        ("feeding", { AnyView(FeedingTimerView().environmentObject(BabyLog.preview)) }),
        ("day-summary", { AnyView(DaySummaryView(log: .preview)) }),
        ("groceries", { AnyView(GroceryListView(store: .sample)) }),
        ("groceries-empty", { AnyView(GroceryListView(store: GroceryListStore(items: []))) }),
        ("add-grocery", { AnyView(AddGroceryItemSheet { _ in }) }),
        ("chores", { AnyView(ChoresRotaView().environmentObject(ChoreRota())) }),
        ("week-strip", { AnyView(WeekCalendarStrip(selectedDate: .constant(Date(timeIntervalSince1970: 1_700_000_000)), referenceDate: Date(timeIntervalSince1970: 1_700_000_000), markedWeekdays: [2, 4])) }),
        ("family-settings", { AnyView(FamilySettingsView().environmentObject(ChoreRota())) }),
    ]
}
