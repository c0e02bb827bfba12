import Trellis

struct MainTabView: View {
    @EnvironmentObject var settings: UserSettings
    @State private var selectedTab = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            NewsListView(viewModel: NewsViewModel(articles: Article.previewData))
                .tabItem {
                    Image(systemName: "newspaper")
                    Text("News")
                }
                .tag(0)
            UserSearchView(viewModel: UserSearchViewModel(users: GitHubUser.samples))
                .tabItem {
                    Image(systemName: "magnifyingglass")
                    Text("Search")
                }
                .tag(1)
            TodoListView(store: TodoStore.preview)
                .tabItem {
                    Image(systemName: "checkmark.circle")
                    Text("Todos")
                }
                .tag(2)
            SettingsView()
                .tabItem {
                    Image(systemName: "gear")
                    Text("Settings")
                }
                .tag(3)
        }
        .accentColor(settings.accentColor)
    }
}

struct MainTabView_Previews: PreviewProvider {
    static var previews: some View {
        MainTabView()
            .environmentObject(UserSettings())
    }
}
