import Foundation

struct BudgetCategory: Identifiable, Hashable {
    let id: UUID
    var name: String
    var icon: String
    var colorName: String
    var limit: Double

    init(id: UUID = UUID(), name: String, icon: String, colorName: String, limit: Double) {
        self.id = id
        self.name = name
        self.icon = icon
        self.colorName = colorName
        self.limit = limit
    }
}

struct Expense: Identifiable, Hashable {
    var id = UUID()
    var title: String
    var amount: Double
    var date: Date
    var categoryID: UUID
    var notes: String = ""
}

struct MonthTotal: Identifiable {
    var id: String { month }
    let month: String
    let total: Double
}

extension BudgetCategory {
    static let food = BudgetCategory(name: "Food", icon: "fork.knife", colorName: "orange", limit: 600)
    static let rent = BudgetCategory(name: "Rent", icon: "house", colorName: "blue", limit: 1800)
    static let fun = BudgetCategory(name: "Entertainment", icon: "gamecontroller", colorName: "purple", limit: 200)
    static let travel = BudgetCategory(name: "Travel", icon: "airplane", colorName: "teal", limit: 300)

    static let defaults: [BudgetCategory] = [food, rent, fun, travel]
}

extension Expense {
    static func samples(for categories: [BudgetCategory]) -> [Expense] {
        let base = Date(timeIntervalSince1970: 1_717_243_200)
        return [
            Expense(title: "Groceries", amount: 142.30, date: base, categoryID: categories[0].id),
            Expense(title: "Sushi night", amount: 68.00, date: base.addingTimeInterval(-86_400), categoryID: categories[0].id),
            Expense(title: "June rent", amount: 1800, date: base.addingTimeInterval(-2 * 86_400), categoryID: categories[1].id),
            Expense(title: "Concert tickets", amount: 185, date: base.addingTimeInterval(-5 * 86_400), categoryID: categories[2].id),
            Expense(title: "Train to Portland", amount: 54.50, date: base.addingTimeInterval(-6 * 86_400), categoryID: categories[3].id),
        ]
    }
}

extension MonthTotal {
    static let lastSixMonths: [MonthTotal] = [
        MonthTotal(month: "Jan", total: 2310),
        MonthTotal(month: "Feb", total: 2045),
        MonthTotal(month: "Mar", total: 2670),
        MonthTotal(month: "Apr", total: 2190),
        MonthTotal(month: "May", total: 2840),
        MonthTotal(month: "Jun", total: 2249),
    ]
}
