import Trellis

extension EnvironmentValues {
    @Entry var accentName: String = "Library"
}

struct LibraryTabsView: View {
    @State private var selectedTab = "books"
    @State private var query = ""

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Books", systemImage: "book", value: "books") {
                NavigationStack {
                    BookList(query: query)
                        .navigationTitle("Books")
                }
            }
            Tab("Audio", systemImage: "headphones", value: "audio") {
                Text("Audiobooks")
            }
            .badge(3)
            Tab(value: "search", role: .search) {
                NavigationStack {
                    BookList(query: query)
                        .searchable(text: $query)
                }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .environment(\.accentName, "Books")
    }
}

struct BookList: View {
    var query: String
    @Environment(\.accentName) private var accentName
    private let books = ["Middlemarch", "Moby-Dick", "Persuasion", "The Hobbit", "Ulysses"]

    var results: [String] {
        query.isEmpty ? books : books.filter { $0.localizedStandardContains(query) }
    }

    var body: some View {
        List {
            ForEach(results, id: \.self) { book in
                HStack {
                    Image(systemName: "book.closed")
                        .foregroundStyle(.tint)
                    Text(book)
                }
            }
            if results.isEmpty {
                ContentUnavailableView("No Books", systemImage: "books.vertical", description: Text("Try a different search."))
            }
        }
        .listStyle(.plain)
        .overlay(alignment: .bottom) {
            Text(accentName)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    LibraryTabsView()
}
