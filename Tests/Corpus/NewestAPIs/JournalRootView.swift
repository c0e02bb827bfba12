import Trellis

enum JournalTab: Hashable {
    case timeline, photos, favorites, insights, search
    case mood(Mood)
}

struct JournalRootView: View {
    @State private var store = JournalStore()
    @State private var selection: JournalTab = .timeline
    @State private var isComposing = false

    var body: some View {
        TabView(selection: $selection) {
            Tab("Timeline", systemImage: "book.pages", value: .timeline) {
                NavigationStack {
                    JournalTimelineView()
                }
            }
            Tab("Photos", systemImage: "photo.on.rectangle", value: .photos) {
                NavigationStack {
                    PhotoGridView()
                }
            }
            Tab("Favorites", systemImage: "heart", value: .favorites) {
                NavigationStack {
                    FavoritesView()
                }
            }
            .badge(store.favorites.count)

            TabSection("Moods") {
                ForEach(Mood.allCases) { mood in
                    Tab(mood.rawValue.capitalized, systemImage: mood.symbolName, value: JournalTab.mood(mood)) {
                        NavigationStack {
                            JournalTimelineView(mood: mood)
                        }
                    }
                }
            }
            .defaultVisibility(.hidden, for: .tabBar)

            Tab(value: .search, role: .search) {
                NavigationStack {
                    JournalSearchView()
                }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .modify { view in
            if #available(iOS 26, *) {
                view.tabBarMinimizeBehavior(.onScrollDown)
            } else {
                view
            }
        }
        .environment(store)
        .sheet(isPresented: $isComposing) {
            JournalComposeView()
                .environment(store)
        }
    }
}

struct FavoritesView: View {
    @Environment(JournalStore.self) private var store

    var body: some View {
        Group {
            if store.favorites.isEmpty {
                ContentUnavailableView(
                    "No Favorites Yet",
                    systemImage: "heart.slash",
                    description: Text("Tap the heart on an entry to keep it here.")
                )
            } else {
                List(store.favorites) { entry in
                    JournalEntryRow(entry: entry)
                }
            }
        }
        .navigationTitle("Favorites")
    }
}

struct JournalSearchView: View {
    @Environment(JournalStore.self) private var store

    var body: some View {
        @Bindable var store = store
        List(store.filteredEntries) { entry in
            JournalEntryRow(entry: entry)
        }
        .overlay {
            if store.filteredEntries.isEmpty {
                ContentUnavailableView.search(text: store.searchText)
            }
        }
        .searchable(text: $store.searchText, prompt: "Search entries")
        .navigationTitle("Search")
    }
}

extension View {
    /// Lets a call site branch on availability inside a modifier chain.
    func modify<Content: View>(@ViewBuilder _ transform: (Self) -> Content) -> some View {
        transform(self)
    }
}

#Preview {
    JournalRootView()
}
