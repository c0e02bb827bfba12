import Trellis

enum Weekday: Int, CaseIterable, Identifiable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    var id: Int { rawValue }

    var name: String {
        String(describing: self).capitalized
    }

    var shortName: String {
        String(name.prefix(3))
    }
}

enum MealSlot: String, CaseIterable, Identifiable {
    case breakfast = "Breakfast"
    case lunch = "Lunch"
    case dinner = "Dinner"
    var id: String { rawValue }
}

struct Ingredient: Identifiable, Hashable {
    var id: String { name }
    var name: String
    var amount: Double
    var unit: String
}

struct Recipe: Identifiable, Hashable {
    let id: Int
    var title: String
    var minutes: Int
    var servings: Int
    var calories: Int
    var tags: [String]
    var imageURL: URL?
    var ingredients: [Ingredient]
    var steps: [String]
}

extension Recipe {
    static let shakshuka = Recipe(
        id: 1, title: "Shakshuka", minutes: 25, servings: 2, calories: 390, tags: ["Vegetarian", "One pan"],
        imageURL: URL(string: "https://example.com/shakshuka.jpg"),
        ingredients: [
            Ingredient(name: "Eggs", amount: 4, unit: "pcs"),
            Ingredient(name: "Chopped tomatoes", amount: 400, unit: "g"),
            Ingredient(name: "Red pepper", amount: 1, unit: "pcs"),
            Ingredient(name: "Cumin", amount: 1, unit: "tsp"),
        ],
        steps: [
            "Soften the onion and pepper in olive oil.",
            "Add the spices and tomatoes; simmer for 10 minutes.",
            "Make four wells, crack in the eggs, cover and cook until set.",
        ]
    )
    static let pasta = Recipe(id: 2, title: "Lemon Pasta", minutes: 15, servings: 2, calories: 540, tags: ["Quick"],
                              imageURL: nil, ingredients: [Ingredient(name: "Spaghetti", amount: 200, unit: "g")], steps: ["Boil pasta."])
    static let overnightOats = Recipe(id: 3, title: "Overnight Oats", minutes: 5, servings: 1, calories: 310, tags: ["Make ahead"],
                                      imageURL: nil, ingredients: [Ingredient(name: "Oats", amount: 50, unit: "g")], steps: ["Mix and chill."])
    static let curry = Recipe(id: 4, title: "Chickpea Curry", minutes: 35, servings: 4, calories: 460, tags: ["Vegan"],
                              imageURL: nil, ingredients: [Ingredient(name: "Chickpeas", amount: 2, unit: "cans")], steps: ["Simmer."])
}

@Observable
final class MealPlan {
    var meals: [Weekday: [MealSlot: Recipe]] = [
        .monday: [.breakfast: .overnightOats, .dinner: .shakshuka],
        .tuesday: [.lunch: .pasta, .dinner: .curry],
        .wednesday: [.breakfast: .overnightOats],
    ]

    func recipe(for day: Weekday, slot: MealSlot) -> Recipe? {
        meals[day]?[slot]
    }

    func calories(on day: Weekday) -> Int {
        meals[day, default: [:]].values.reduce(0) { $0 + $1.calories }
    }
}

struct MealPlannerView: View {
    @State private var plan = MealPlan()
    @State private var selectedDay: Weekday = .monday

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                dayPicker
                    .padding(.vertical, 8)

                List {
                    ForEach(MealSlot.allCases) { slot in
                        Section(slot.rawValue) {
                            if let recipe = plan.recipe(for: selectedDay, slot: slot) {
                                NavigationLink(value: recipe) {
                                    PlannedRecipeRow(recipe: recipe)
                                }
                            } else {
                                Button {
                                } label: {
                                    Label("Add \(slot.rawValue.lowercased())", systemImage: "plus")
                                }
                            }
                        }
                    }

                    Section {
                        LabeledContent("Planned calories", value: "\(plan.calories(on: selectedDay)) kcal")
                    }
                }
                .listStyle(.insetGrouped)
            }
            .navigationTitle(selectedDay.name)
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetailView(recipe: recipe)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Shopping List", systemImage: "cart") {}
                }
            }
        }
    }

    private var dayPicker: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 8) {
                    ForEach(Weekday.allCases) { day in
                        let isSelected = day == selectedDay
                        VStack(spacing: 4) {
                            Text(day.shortName)
                                .font(.caption.weight(.semibold))
                            Circle()
                                .fill(plan.meals[day]?.isEmpty == false ? Color.green : Color.clear)
                                .frame(width: 6, height: 6)
                        }
                        .frame(width: 48, height: 56)
                        .background(isSelected ? Color.accentColor : Color.secondary.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
                        .foregroundStyle(isSelected ? .white : .primary)
                        .id(day)
                        .onTapGesture {
                            withAnimation {
                                selectedDay = day
                                proxy.scrollTo(day, anchor: .center)
                            }
                        }
                    }
                }
                .padding(.horizontal)
            }
        }
    }
}

private struct PlannedRecipeRow: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(recipe.title)
                .font(.headline)
            HStack(spacing: 12) {
                Label("\(recipe.minutes) min", systemImage: "clock")
                Label("\(recipe.calories) kcal", systemImage: "flame")
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            .labelStyle(.titleAndIcon)
        }
    }
}

#Preview {
    MealPlannerView()
}
