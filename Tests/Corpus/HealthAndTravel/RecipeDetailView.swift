import Trellis

struct RecipeDetailView: View {
    let recipe: Recipe
    @State private var servings: Int
    @State private var checkedIngredients: Set<String> = []
    @State private var tab = Tab.ingredients

    enum Tab: String, CaseIterable {
        case ingredients = "Ingredients"
        case method = "Method"
    }

    init(recipe: Recipe) {
        self.recipe = recipe
        _servings = State(initialValue: recipe.servings)
    }

    private var scale: Double { Double(servings) / Double(recipe.servings) }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
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
                    default:
                        ZStack {
                            Color.orange.opacity(0.2)
                            ProgressView()
                        }
                    }
                }
                .frame(height: 220)
                .frame(maxWidth: .infinity)
                .clipped()

                VStack(alignment: .leading, spacing: 12) {
                    Text(recipe.title)
                        .font(.largeTitle.bold())

                    HStack(spacing: 16) {
                        Label("\(recipe.minutes) min", systemImage: "timer")
                        Label("\(recipe.calories) kcal", systemImage: "flame.fill")
                    }
                    .font(.subheadline)
                    .foregroundStyle(.secondary)

                    HStack {
                        ForEach(recipe.tags, id: \.self) { tag in
                            Text(tag)
                                .font(.caption.weight(.medium))
                                .padding(.horizontal, 10)
                                .padding(.vertical, 4)
                                .background(Capsule().fill(Color.green.opacity(0.15)))
                                .foregroundStyle(.green)
                        }
                    }

                    Picker("Section", selection: $tab) {
                        ForEach(Tab.allCases, id: \.self) { Text($0.rawValue) }
                    }
                    .pickerStyle(.segmented)

                    switch tab {
                    case .ingredients:
                        ingredientList
                    case .method:
                        methodList
                    }
                }
                .padding(.horizontal)
            }
        }
        .ignoresSafeArea(edges: .top)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ShareLink(item: "Try this recipe: \(recipe.title)")
        }
    }

    private var ingredientList: some View {
        VStack(alignment: .leading, spacing: 12) {
            Stepper("Servings: \(servings)", value: $servings, in: 1...12)
            Divider()
            ForEach(recipe.ingredients) { ingredient in
                HStack {
                    Image(systemName: checkedIngredients.contains(ingredient.name) ? "checkmark.circle.fill" : "circle")
                        .foregroundStyle(.green)
                    Text(ingredient.name)
                    Spacer()
                    Text("\((ingredient.amount * scale).formatted(.number.precision(.fractionLength(0...1)))) \(ingredient.unit)")
                        .foregroundStyle(.secondary)
                }
                .contentShape(Rectangle())
                .onTapGesture {
                    if checkedIngredients.contains(ingredient.name) {
                        checkedIngredients.remove(ingredient.name)
                    } else {
                        checkedIngredients.insert(ingredient.name)
                    }
                }
            }
        }
    }

    private var methodList: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                HStack(alignment: .top, spacing: 12) {
                    Text("\(index + 1)")
                        .font(.headline)
                        .foregroundStyle(.white)
                        .frame(width: 28, height: 28)
                        .background(Circle().fill(.orange))
                    Text(step)
                        .fixedSize(horizontal: false, vertical: true)
                }
            }
        }
    }
}

#Preview {
    NavigationStack {
        RecipeDetailView(recipe: .shakshuka)
    }
}
