import Trellis
import Observation

@Observable
final class BudgetStore {
    var categories: [BudgetCategory]
    var expenses: [Expense]
    var monthlyIncome: Double = 5_200
    var selectedMonth = Date.previewNow

    init(categories: [BudgetCategory] = BudgetCategory.defaults) {
        self.categories = categories
        self.expenses = Expense.samples(for: categories)
    }

    func spent(in category: BudgetCategory) -> Double {
        expenses.filter { $0.categoryID == category.id }.map(\.amount).reduce(0, +)
    }

    func progress(for category: BudgetCategory) -> Double {
        guard category.limit > 0 else { return 0 }
        return spent(in: category) / category.limit
    }

    var totalSpent: Double { expenses.map(\.amount).reduce(0, +) }
    var totalBudget: Double { categories.map(\.limit).reduce(0, +) }
    var remaining: Double { totalBudget - totalSpent }

    func category(for expense: Expense) -> BudgetCategory? {
        categories.first { $0.id == expense.categoryID }
    }

    func add(_ expense: Expense) {
        expenses.append(expense)
    }

    func remove(at offsets: IndexSet) {
        expenses.remove(atOffsets: offsets)
    }
}

extension BudgetCategory {
    var color: Color {
        switch colorName {
        case "orange": return .orange
        case "blue": return .blue
        case "purple": return .purple
        case "teal": return .teal
        default: return .gray
        }
    }
}
