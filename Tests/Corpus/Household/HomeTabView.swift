import Trellis

struct HomeTabView: View {
    @StateObject private var plants = PlantStore(plants: Plant.samples)
    @StateObject private var babyLog = BabyLog.preview
    @StateObject private var rota = ChoreRota()
    @State private var pets = PetStore()
    @SceneStorage("selectedTab") private var selectedTab = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            PlantsGridView()
                .tabItem { Label("Plants", systemImage: "leaf") }
                .tag(0)
            PetsListView()
                .tabItem { Label("Pets", systemImage: "pawprint") }
                .tag(1)
            FeedingTimerView()
                .tabItem { Label("Baby", systemImage: "heart.circle") }
                .badge(babyLog.feedings.count)
                .tag(2)
            GroceryListView(store: .sample)
                .tabItem { Label("Groceries", systemImage: "cart") }
                .tag(3)
            ChoresRotaView()
                .tabItem { Label("Chores", systemImage: "checklist") }
                .tag(4)
        }
        .environmentObject(plants)
        .environmentObject(babyLog)
        .environmentObject(rota)
        .environment(pets)
    }
}

#Preview {
    HomeTabView()
}
