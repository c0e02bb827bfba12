import Trellis

struct RecipeDetailView: View {
    @Binding var recipe: Recipe
    @State private var servings: Int = 0
    @State private var checkedIngredients: Set<Ingredient.ID> = []
    @State private var showingCookingMode = false

    private var factor: Double {
        Double(servings == 0 ? recipe.servings : servings) / Double(recipe.servings)
    }

    var body: some View {
        List {
            Section {
                HStack(spacing: 24) {
                    InfoBadge(value: "\(recipe.minutes)", caption: "minutes", systemImage: "timer")
                    InfoBadge(value: "\(recipe.ingredients.count)", caption: "ingredients", systemImage: "basket")
                    InfoBadge(value: "\(recipe.steps.count)", caption: "steps", systemImage: "list.number")
                }
                .frame(maxWidth: .infinity)
            }

            Section {
                Stepper(value: Binding(get: { servings == 0 ? recipe.servings : servings }, set: { servings = $0 }), in: 1...24) {
                    HStack {
                        Text("Servings")
                        Spacer()
                        Text("\(servings == 0 ? recipe.servings : servings)")
                            .monospacedDigit()
                            .contentTransition(.numericText())
                    }
                }
                .sensoryFeedback(.increase, trigger: servings)

                ForEach(recipe.ingredients) { ingredient in
                    let scaled = ingredient.scaled(by: factor)
                    Button {
                        if checkedIngredients.contains(ingredient.id) {
                            checkedIngredients.remove(ingredient.id)
                        } else {
                            checkedIngredients.insert(ingredient.id)
                        }
                    } label: {
                        HStack {
                            Image(systemName: checkedIngredients.contains(ingredient.id) ? "checkmark.circle.fill" : "circle")
                                .foregroundStyle(checkedIngredients.contains(ingredient.id) ? .green : .secondary)
                                .contentTransition(.symbolEffect(.replace))
                            Text(ingredient.name)
                                .strikethrough(checkedIngredients.contains(ingredient.id))
                            Spacer()
                            Text("\(scaled.quantity.formatted(.number.precision(.fractionLength(0...1)))) \(scaled.unit)")
                                .foregroundStyle(.secondary)
                        }
                    }
                    .foregroundStyle(.primary)
                }
            } header: {
                Text("Ingredients")
            }

            Section("Method") {
                ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                    HStack(alignment: .firstTextBaseline, spacing: 12) {
                        Text("\(index + 1)")
                            .font(.headline)
                            .foregroundStyle(.white)
                            .frame(width: 28, height: 28)
                            .background(.orange.gradient, in: .circle)
                        Text(step)
                    }
                }
            }

            if !recipe.notes.isEmpty {
                Section("Notes") {
                    Text(recipe.notes)
                }
            }
        }
        .navigationTitle(recipe.name)
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                Button {
                    recipe.isFavorite.toggle()
                } label: {
                    Label("Favorite", systemImage: recipe.isFavorite ? "heart.fill" : "heart")
                }
                .symbolEffect(.bounce.up.byLayer, value: recipe.isFavorite)
                Button("Start Cooking", systemImage: "play.fill") {
                    showingCookingMode = true
                }
            }
        }
        .fullScreenCover(isPresented: $showingCookingMode) {
            CookingModeView(recipe: recipe)
        }
    }
}

struct InfoBadge: View {
    let value: String
    let caption: String
    let systemImage: String

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: systemImage)
                .font(.title3)
                .foregroundStyle(.orange)
            Text(value)
                .font(.title3.bold())
            Text(caption)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    @Previewable @State var recipe = Recipe.pancakes
    NavigationStack {
        RecipeDetailView(recipe: $recipe)
    }
}
