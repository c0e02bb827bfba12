import Trellis

enum AppTab: Hashable {
    case tasks, notes, habits, settings
}

struct RootTabView: View {
    @State private var selection: AppTab = .tasks
    @StateObject private var store = TaskStore()

    var body: some View {
        TabView(selection: $selection) {
            Tab("Tasks", systemImage: "checklist", value: AppTab.tasks) {
                TaskListView()
            }
            .badge(store.tasks.filter { !$0.isCompleted }.count)

            Tab("Notes", systemImage: "note.text", value: AppTab.notes) {
                NotesListView()
            }

            Tab("Habits", systemImage: "flame", value: AppTab.habits) {
                HabitListView()
            }

            Tab(value: AppTab.settings) {
                PreferencesView()
            } label: {
                Label("Settings", systemImage: "gear")
            }
        }
        .environmentObject(store)
    }
}

struct LegacyRootView: View {
    @State private var selectedTab = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            BudgetView()
                .tabItem {
                    Image(systemName: "dollarsign.circle")
                    Text("Budget")
                }
                .tag(0)
            UnitConverterView()
                .tabItem {
                    Label("Convert", systemImage: "arrow.left.arrow.right")
                }
                .tag(1)
            CalculatorView()
                .tabItem { Label("Calculator", systemImage: "plus.forwardslash.minus") }
                .tag(2)
        }
        .accentColor(.orange)
    }
}
