import Trellis

struct RecipeBookView: View {
    @State private var recipes = RecipeCard.samples
    @State private var path: [RecipeCard] = []
    @State private var showFavoritesOnly = false

    var cuisines: [String] {
        Array(Set(recipes.map(\.cuisine))).sorted()
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }
                ForEach(cuisines, id: \.self) { cuisine in
                    Section(cuisine) {
                        ForEach(recipes.filter { $0.cuisine == cuisine && (!showFavoritesOnly || $0.isFavorite) }) { recipe in
                            NavigationLink(value: recipe) {
                                HStack {
                                    VStack(alignment: .leading) {
                                        Text(recipe.name)
                                            .font(.headline)
                                        Label("\(recipe.minutes) min", systemImage: "clock")
                                            .font(.caption)
                                            .foregroundStyle(.secondary)
                                    }
                                    Spacer()
                                    if recipe.isFavorite {
                                        Image(systemName: "heart.fill")
                                            .foregroundStyle(.pink)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            .navigationDestination(for: RecipeCard.self) { recipe in
                RecipeCardDetail(recipe: recipe)
            }
            .navigationTitle("Recipes")
            .toolbar {
                Button {
                    path.append(recipes[0])
                } label: {
                    Label("Random", systemImage: "dice")
                }
            }
        }
    }
}
