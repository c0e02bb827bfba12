import Trellis

struct HabitsApp: App {
    @StateObject private var todoStore = TodoStore()
    @StateObject private var modelData = ModelData()
    @State private var recipeBook = RecipeBook()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(todoStore)
                .environmentObject(modelData)
                .environment(recipeBook)
        }
    }
}

struct ContentView: View {
    @State private var selection: Tab = .todos
    @EnvironmentObject var todoStore: TodoStore

    enum Tab {
        case todos
        case landmarks
        case recipes
        case settings
    }

    var body: some View {
        TabView(selection: $selection) {
            TodoListView()
                .tabItem {
                    Label("To Do", systemImage: "checklist")
                }
                .badge(todoStore.remaining)
                .tag(Tab.todos)

            LandmarkList()
                .tabItem {
                    Label("Landmarks", systemImage: "map")
                }
                .tag(Tab.landmarks)

            RecipeGridView()
                .tabItem {
                    Image(systemName: "fork.knife")
                    Text("Recipes")
                }
                .tag(Tab.recipes)

            SettingsView()
                .tabItem {
                    Label("Settings", systemImage: "gear")
                }
                .tag(Tab.settings)
        }
        .accentColor(.orange)
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
            .environmentObject(TodoStore())
            .environmentObject(ModelData())
            .environment(RecipeBook())
    }
}
