import Trellis

struct CalorieTrackerView: View {
    @State private var log = CalorieLog.preview
    @State private var showingAddFood = false
    @State private var selectedMeal: MealType = .breakfast

    var body: some View {
        NavigationStack {
            List {
                Section {
                    summaryHeader
                        .listRowInsets(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
                }

                ForEach(MealType.allCases) { meal in
                    Section {
                        let entries = log.entries(for: meal)
                        if entries.isEmpty {
                            Text("Nothing logged yet")
                                .foregroundStyle(.tertiary)
                        }
                        ForEach(entries) { entry in
                            FoodEntryRow(entry: entry)
                                .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                                    Button(role: .destructive) {
                                        log.delete(entry)
                                    } label: {
                                        Label("Delete", systemImage: "trash")
                                    }
                                }
                                .swipeActions(edge: .leading) {
                                    Button {
                                        log.add(FoodEntry(id: log.nextID, name: entry.name, calories: entry.calories,
                                                          protein: entry.protein, carbs: entry.carbs, fat: entry.fat, meal: entry.meal))
                                    } label: {
                                        Label("Duplicate", systemImage: "plus.square.on.square")
                                    }
                                    .tint(.indigo)
                                }
                        }
                    } header: {
                        HStack {
                            Label(meal.title, systemImage: meal.icon)
                            Spacer()
                            Text("\(log.entries(for: meal).reduce(0) { $0 + $1.calories }) kcal")
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Food Log")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingAddFood = true
                    } label: {
                        Label("Add Food", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAddFood) {
                AddFoodView(log: log)
                    .presentationDetents([.medium, .large])
            }
        }
    }

    private var summaryHeader: some View {
        HStack(spacing: 20) {
            Gauge(value: Double(min(log.totalCalories, log.dailyGoal)), in: 0...Double(log.dailyGoal)) {
                Text("kcal")
            } currentValueLabel: {
                Text("\(log.remaining)")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.foodOrange)
            .scaleEffect(1.4)
            .frame(width: 80, height: 80)

            VStack(alignment: .leading, spacing: 6) {
                Text("\(log.totalCalories) of \(log.dailyGoal) kcal")
                    .font(.headline)
                MacroBar(label: "Protein", grams: log.totalProtein, goal: 140, color: .red)
                MacroBar(label: "Carbs", grams: log.totalCarbs, goal: 250, color: .blue)
                MacroBar(label: "Fat", grams: log.totalFat, goal: 70, color: .yellow)
            }
        }
    }
}

private struct FoodEntryRow: View {
    let entry: FoodEntry

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.name)
                Text("P \(entry.protein, specifier: "%.0f")g · C \(entry.carbs, specifier: "%.0f")g · F \(entry.fat, specifier: "%.0f")g")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text("\(entry.calories)")
                .font(.body.monospacedDigit())
                .foregroundStyle(.secondary)
        }
    }
}

private struct MacroBar: View {
    let label: String
    let grams: Double
    let goal: Double
    let color: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Text(label)
                Spacer()
                Text("\(Int(grams))/\(Int(goal)) g")
            }
            .font(.caption)
            .foregroundStyle(.secondary)

            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(color.opacity(0.2))
                    Capsule()
                        .fill(color)
                        .frame(width: proxy.size.width * min(grams / goal, 1))
                }
            }
            .frame(height: 6)
        }
    }
}

#Preview {
    CalorieTrackerView()
}
