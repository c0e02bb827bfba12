import Trellis

struct RecipeGridView: View {
    @Environment(RecipeBook.self) private var book
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var path = NavigationPath()

    private var columns: [GridItem] {
        if horizontalSizeClass == .compact {
            return [GridItem(.flexible()), GridItem(.flexible())]
        } else {
            return Array(repeating: GridItem(.flexible(), spacing: 16), count: 4)
        }
    }

    var body: some View {
        @Bindable var book = book
        NavigationStack(path: $path) {
            ScrollView {
                Picker("Category", selection: $book.selectedCategory) {
                    Text("All").tag(Recipe.Category?.none)
                    ForEach(Recipe.Category.allCases) { category in
                        Text(category.rawValue).tag(Optional(category))
                    }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)

                if book.filtered.isEmpty {
                    ContentUnavailableView.search(text: book.searchText)
                } else {
                    LazyVGrid(columns: columns, spacing: 16) {
                        ForEach(book.filtered) { recipe in
                            NavigationLink(value: recipe) {
                                RecipeTile(recipe: recipe)
                            }
                            .buttonStyle(.plain)
                        }
                    }
                    .padding()
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetailView(recipe: recipe)
            }
            .searchable(text: $book.searchText, prompt: "Search recipes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Sort by Name", systemImage: "textformat") {}
                        Button("Sort by Time", systemImage: "clock") {}
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
            }
        }
    }
}

struct RecipeTile: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            AsyncImage(url: recipe.imageURL) { phase in
                switch phase {
                case .success(let image):
                    image
                        .resizable()
                        .scaledToFill()
                case .failure:
                    Image(systemName: "photo")
                        .font(.largeTitle)
                        .foregroundStyle(.secondary)
                case .empty:
                    ProgressView()
                @unknown default:
                    EmptyView()
                }
            }
            .frame(height: 120)
            .frame(maxWidth: .infinity)
            .background(Color(.secondarySystemBackground))
            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))

            Text(recipe.name)
                .font(.headline)
                .lineLimit(1)
            HStack(spacing: 4) {
                Image(systemName: "clock")
                Text("\(recipe.minutes) min")
                if recipe.isFavorite {
                    Spacer()
                    Image(systemName: "heart")
                        .symbolVariant(.fill)
                        .foregroundStyle(.pink)
                }
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    RecipeGridView()
        .environment(RecipeBook())
}

#Preview("No results") {
    let book = RecipeBook()
    book.searchText = "zzz"
    return RecipeGridView()
        .environment(book)
}
