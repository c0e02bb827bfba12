import Trellis

struct AddFoodView: View {
    @Environment(\.dismiss) private var dismiss
    let log: CalorieLog

    @State private var name = ""
    @State private var calories: Int?
    @State private var protein = 0.0
    @State private var meal: MealType = .lunch
    @FocusState private var nameFocused: Bool

    private var canSave: Bool {
        !name.trimmingCharacters(in: .whitespaces).isEmpty && (calories ?? 0) > 0
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Food") {
                    TextField("Name", text: $name)
                        .focused($nameFocused)
                        .textInputAutocapitalization(.words)
                    TextField("Calories", value: $calories, format: .number)
                        .keyboardType(.numberPad)
                    HStack {
                        Text("Protein")
                        Spacer()
                        TextField("0", value: $protein, format: .number.precision(.fractionLength(1)))
                            .keyboardType(.decimalPad)
                            .multilineTextAlignment(.trailing)
                            .frame(width: 80)
                        Text("g")
                            .foregroundStyle(.secondary)
                    }
                }

                Section("Meal") {
                    Picker("Meal", selection: $meal) {
                        ForEach(MealType.allCases) { meal in
                            Text(meal.title).tag(meal)
                        }
                    }
                    .pickerStyle(.segmented)
                }
            }
            .navigationTitle("Add Food")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        log.add(FoodEntry(id: log.nextID, name: name, calories: calories ?? 0,
                                          protein: protein, carbs: 0, fat: 0, meal: meal))
                        dismiss()
                    }
                    .disabled(!canSave)
                }
            }
            .onAppear { nameFocused = true }
        }
    }
}

#Preview {
    AddFoodView(log: .preview)
}
