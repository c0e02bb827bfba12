import Trellis

struct MainTabView: View {
    @State private var store = HomeStore()
    @State private var vehicles = VehicleStore()
    @SceneStorage("selectedTab") private var selection = Tab.home.rawValue
    @Environment(\.scenePhase) private var scenePhase

    enum Tab: String {
        case home, automations, cameras, energy, car
    }

    var body: some View {
        TabView(selection: $selection) {
            HomeDashboardView()
                .tabItem { Label("Home", systemImage: "house.fill") }
                .tag(Tab.home.rawValue)
            AutomationListView()
                .tabItem { Label("Automation", systemImage: "clock.fill") }
                .tag(Tab.automations.rawValue)
            CameraListView()
                .tabItem { Label("Cameras", systemImage: "video.fill") }
                .tag(Tab.cameras.rawValue)
                .badge(1)
            EnergyUsageView()
                .tabItem { Label("Energy", systemImage: "bolt.fill") }
                .tag(Tab.energy.rawValue)
            CarCompanionView()
                .tabItem { Label("Car", systemImage: "car.fill") }
                .tag(Tab.car.rawValue)
        }
        .environment(store)
        .environment(vehicles)
        .tint(.orange)
        .onChange(of: scenePhase) { _, phase in
            if phase == .active {
                Task { await store.refresh() }
            }
        }
    }
}

#Preview {
    MainTabView()
}
