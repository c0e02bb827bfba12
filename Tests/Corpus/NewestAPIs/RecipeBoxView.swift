import Trellis

struct RecipeBoxView: View {
    @State private var box = RecipeBox()
    @State private var selectedRecipe: Recipe.ID?
    @State private var columnVisibility: NavigationSplitViewVisibility = .automatic
    @State private var showingEditor = false

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(selection: $box.selectedCategory) {
                Label("All Recipes", systemImage: "book.closed")
                    .tag(RecipeCategory?.none)
                Section("Categories") {
                    ForEach(RecipeCategory.allCases) { category in
                        Label(category.title, systemImage: category.symbol)
                            .tag(Optional(category))
                            .badge(box.recipes.filter { $0.category == category }.count)
                    }
                }
            }
            .navigationTitle("Recipe Box")
            .navigationSplitViewColumnWidth(min: 200, ideal: 240)
        } content: {
            RecipeGrid(recipes: box.visibleRecipes, selection: $selectedRecipe)
                .navigationTitle(box.selectedCategory?.title ?? "All Recipes")
                .searchable(text: $box.query, prompt: "Ingredients, dishes…")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("New Recipe", systemImage: "plus") { showingEditor = true }
                            .modify { button in
                                if #available(iOS 26, *) {
                                    button.buttonStyle(.glassProminent)
                                } else {
                                    button.buttonStyle(.borderedProminent)
                                }
                            }
                    }
                }
        } detail: {
            if let id = selectedRecipe, let index = box.recipes.firstIndex(where: { $0.id == id }) {
                RecipeDetailView(recipe: $box.recipes[index])
            } else {
                ContentUnavailableView("Select a Recipe", systemImage: "fork.knife.circle")
            }
        }
        .sheet(isPresented: $showingEditor) {
            RecipeEditorView { recipe in
                box.recipes.append(recipe)
            }
        }
    }
}

struct RecipeGrid: View {
    let recipes: [Recipe]
    @Binding var selection: Recipe.ID?

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: 16)], spacing: 16) {
                ForEach(recipes) { recipe in
                    RecipeCard(recipe: recipe, isSelected: selection == recipe.id)
                        .onTapGesture { selection = recipe.id }
                }
            }
            .padding()
        }
        .overlay {
            if recipes.isEmpty {
                ContentUnavailableView.search
            }
        }
    }
}

struct RecipeCard: View {
    let recipe: Recipe
    var isSelected = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ZStack {
                LinearGradient(colors: [.orange.opacity(0.6), .yellow.opacity(0.4)], startPoint: .topLeading, endPoint: .bottomTrailing)
                Image(systemName: recipe.category.symbol)
                    .font(.system(size: 40))
                    .foregroundStyle(.white)
            }
            .frame(height: 110)
            .clipShape(.rect(cornerRadius: 14))
            .overlay(alignment: .topTrailing) {
                if recipe.isFavorite {
                    Image(systemName: "heart.fill")
                        .foregroundStyle(.red)
                        .padding(6)
                        .background(.regularMaterial, in: .circle)
                        .padding(8)
                }
            }
            Text(recipe.name)
                .font(.headline)
                .lineLimit(1)
            Label("\(recipe.minutes) min", systemImage: "clock")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(10)
        .background(.background.secondary, in: .rect(cornerRadius: 18))
        .overlay {
            RoundedRectangle(cornerRadius: 18)
                .strokeBorder(isSelected ? Color.accentColor : .clear, lineWidth: 2)
        }
        .hoverEffect(.lift)
    }
}

#Preview {
    RecipeBoxView()
}
