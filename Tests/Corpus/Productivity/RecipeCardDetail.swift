import Trellis

struct RecipeCardDetail: View {
    let recipe: RecipeCard
    @State private var servings: Int
    @State private var showIngredients = true
    @State private var showSteps = true

    init(recipe: RecipeCard) {
        self.recipe = recipe
        _servings = State(initialValue: recipe.servings)
    }

    private var scale: Double { Double(servings) / Double(recipe.servings) }

    var body: some View {
        List {
            Section {
                LabeledContent("Cuisine", value: recipe.cuisine)
                LabeledContent("Time") {
                    Text("\(recipe.minutes) minutes")
                }
                Stepper("Serves \(servings)", value: $servings, in: 1...12)
            }

            Section {
                DisclosureGroup("Ingredients", isExpanded: $showIngredients) {
                    ForEach(recipe.ingredients) { ingredient in
                        HStack {
                            Text(ingredient.name)
                            Spacer()
                            Text("\(ingredient.quantity * scale, specifier: "%.0f") \(ingredient.unit)")
                                .foregroundColor(.secondary)
                                .monospacedDigit()
                        }
                    }
                }
            }

            Section {
                DisclosureGroup(isExpanded: $showSteps) {
                    ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                        HStack(alignment: .firstTextBaseline, spacing: 12) {
                            Text("\(index + 1).")
                                .bold()
                            Text(step)
                        }
                    }
                } label: {
                    Label("Method", systemImage: "list.number")
                }
            }
        }
        .navigationTitle(recipe.name)
    }
}
