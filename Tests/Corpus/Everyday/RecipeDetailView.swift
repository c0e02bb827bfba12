import Trellis

struct RecipeDetailView: View {
    let recipe: Recipe
    @State private var servings: Int
    @State private var checked: Set<String> = []
    @State private var notes: String = ""
    @State private var loadedNotes = false

    init(recipe: Recipe) {
        self.recipe = recipe
        self._servings = State(initialValue: recipe.servings)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                AsyncImage(url: recipe.imageURL) { image in
                    image.resizable().aspectRatio(contentMode: .fill)
                } placeholder: {
                    Rectangle()
                        .fill(.quaternary)
                        .overlay {
                            Image(systemName: "fork.knife")
                                .font(.system(size: 48))
                                .foregroundStyle(.tertiary)
                        }
                }
                .frame(height: 220)
                .clipped()

                VStack(alignment: .leading, spacing: 12) {
                    Text(recipe.name)
                        .font(.largeTitle.bold())
                    HStack(spacing: 16) {
                        Label("\(recipe.minutes) min", systemImage: "clock")
                        Label(recipe.category.rawValue, systemImage: "tag")
                    }
                    .font(.subheadline)
                    .foregroundStyle(.secondary)

                    Stepper("Servings: \(servings)", value: $servings, in: 1...12)

                    Divider()

                    Text("Ingredients")
                        .font(.title2)
                        .fontWeight(.semibold)
                    ForEach(recipe.ingredients, id: \.self) { ingredient in
                        Button {
                            if checked.contains(ingredient) {
                                checked.remove(ingredient)
                            } else {
                                checked.insert(ingredient)
                            }
                        } label: {
                            Label(ingredient, systemImage: checked.contains(ingredient) ? "checkmark.circle.fill" : "circle")
                        }
                        .buttonStyle(.plain)
                    }

                    GroupBox("Notes") {
                        TextEditor(text: $notes)
                            .frame(minHeight: 80)
                    }
                }
                .padding(.horizontal)
            }
        }
        .ignoresSafeArea(edges: .top)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                ShareLink(item: "\(recipe.name): \(recipe.ingredients.joined(separator: ", "))") {
                    Label("Share", systemImage: "square.and.arrow.up")
                }
            }
        }
        .task(id: recipe.id) {
            guard !loadedNotes else { return }
            loadedNotes = true
        }
    }
}

#Preview {
    NavigationStack {
        RecipeDetailView(recipe: Recipe.samples[0])
    }
}
