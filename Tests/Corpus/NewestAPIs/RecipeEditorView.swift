import Trellis

struct RecipeEditorView: View {
    var onSave: (Recipe) -> Void
    @Environment(\.dismiss) private var dismiss

    @State private var name = ""
    @State private var category: RecipeCategory = .mains
    @State private var minutes = 30
    @State private var servings = 2
    @State private var ingredients: [Ingredient] = []
    @State private var steps: [String] = [""]
    @State private var notes = ""
    @State private var newIngredient = ""
    @FocusState private var focusedStep: Int?

    var body: some View {
        NavigationStack {
            Form {
                Section("Basics") {
                    TextField("Recipe name", text: $name)
                    Picker("Category", selection: $category) {
                        ForEach(RecipeCategory.allCases) { category in
                            Label(category.title, systemImage: category.symbol).tag(category)
                        }
                    }
                    Stepper("\(minutes) minutes", value: $minutes, in: 5...600, step: 5)
                    Stepper("Serves \(servings)", value: $servings, in: 1...24)
                }

                Section("Ingredients") {
                    ForEach($ingredients) { $ingredient in
                        HStack {
                            TextField("Ingredient", text: $ingredient.name)
                            TextField("Qty", value: $ingredient.quantity, format: .number)
                                .keyboardType(.decimalPad)
                                .frame(width: 60)
                                .multilineTextAlignment(.trailing)
                            TextField("Unit", text: $ingredient.unit)
                                .frame(width: 50)
                        }
                    }
                    .onDelete { ingredients.remove(atOffsets: $0) }

                    HStack {
                        TextField("Add ingredient", text: $newIngredient)
                            .onSubmit(addIngredient)
                        Button("Add", systemImage: "plus.circle.fill", action: addIngredient)
                            .labelStyle(.iconOnly)
                            .disabled(newIngredient.isEmpty)
                    }
                }

                Section("Steps") {
                    ForEach(steps.indices, id: \.self) { index in
                        HStack(alignment: .top) {
                            Text("\(index + 1).")
                                .foregroundStyle(.secondary)
                            TextField("Describe this step", text: $steps[index], axis: .vertical)
                                .focused($focusedStep, equals: index)
                                .onKeyPress(.tab) {
                                    steps.append("")
                                    focusedStep = steps.count - 1
                                    return .handled
                                }
                        }
                    }
                    Button("Add Step", systemImage: "plus") {
                        steps.append("")
                    }
                }

                Section("Notes") {
                    TextField("Tips, substitutions…", text: $notes, axis: .vertical)
                        .lineLimit(3...)
                }
            }
            .formStyle(.grouped)
            .navigationTitle("New Recipe")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(Recipe(name: name, category: category, minutes: minutes, servings: servings, ingredients: ingredients, steps: steps.filter { !$0.isEmpty }, notes: notes))
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    ControlGroup {
                        Button("Previous", systemImage: "chevron.up") {
                            focusedStep = max((focusedStep ?? 0) - 1, 0)
                        }
                        Button("Next", systemImage: "chevron.down") {
                            focusedStep = min((focusedStep ?? 0) + 1, steps.count - 1)
                        }
                    }
                }
            }
        }
    }

    private func addIngredient() {
        guard !newIngredient.isEmpty else { return }
        ingredients.append(Ingredient(name: newIngredient, quantity: 1, unit: ""))
        newIngredient = ""
    }
}

#Preview {
    RecipeEditorView { _ in }
}
