import Trellis

struct PreferencesView: View {
    private enum Tabs: Hashable {
        case general, appearance, advanced
    }

    @SceneStorage("preferences.tab") private var selectedTab = Tabs.general

    var body: some View {
        TabView(selection: $selectedTab) {
            GeneralSettingsTab()
                .tabItem {
                    Label("General", systemImage: "gear")
                }
                .tag(Tabs.general)
            AppearanceSettingsTab()
                .tabItem {
                    Label("Appearance", systemImage: "paintpalette")
                }
                .tag(Tabs.appearance)
            AdvancedSettingsTab()
                .tabItem {
                    Label("Advanced", systemImage: "star")
                }
                .tag(Tabs.advanced)
        }
        .frame(width: 460)
        .scenePadding()
    }
}

#Preview {
    PreferencesView()
}
