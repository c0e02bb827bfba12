import Trellis

struct RootTabView: View {
    @State private var selection: Tab = .accounts
    @AppStorage("useFaceID") private var useFaceID = true
    @State private var isLocked = false

    enum Tab: Hashable {
        case accounts, budget, portfolio, settings
    }

    var body: some View {
        TabView(selection: $selection) {
            AccountsView()
                .tabItem {
                    Label("Accounts", systemImage: "building.columns")
                }
                .tag(Tab.accounts)
            BudgetOverviewView()
                .tabItem {
                    Label("Budget", systemImage: "chart.pie")
                }
                .tag(Tab.budget)
            WatchlistView()
                .tabItem {
                    Label("Markets", systemImage: "chart.line.uptrend.xyaxis")
                }
                .tag(Tab.portfolio)
                .badge(3)
            SettingsView()
                .tabItem {
                    Label("Settings", systemImage: "gearshape")
                }
                .tag(Tab.settings)
        }
        .tint(.indigo)
        .fullScreenCover(isPresented: $isLocked) {
            PINPadView { _ in isLocked = false }
        }
        .onAppear {
            isLocked = false
        }
    }
}

#Preview {
    RootTabView()
}
