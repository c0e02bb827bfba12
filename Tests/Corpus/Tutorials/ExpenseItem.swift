import Foundation
import Observation

struct ExpenseItem: Identifiable, Codable, Equatable {
    var id = UUID()
    let name: String
    let type: String
    let amount: Double
}

@Observable
class Expenses {
    var items = [ExpenseItem]() {
        didSet {
            if let encoded = try? JSONEncoder().encode(items) {
                UserDefaults.standard.set(encoded, forKey: "Items")
            }
        }
    }

    var personalItems: [ExpenseItem] {
        items.filter { $0.type == "Personal" }
    }

    var businessItems: [ExpenseItem] {
        items.filter { $0.type == "Business" }
    }

    init() {
        if let savedItems = UserDefaults.standard.data(forKey: "Items") {
            if let decodedItems = try? JSONDecoder().decode([ExpenseItem].self, from: savedItems) {
                items = decodedItems
                return
            }
        }

        items = []
    }

    init(items: [ExpenseItem]) {
        self.items = items
    }

    static let sample = Expenses(items: [
        ExpenseItem(name: "Lunch", type: "Personal", amount: 12.5),
        ExpenseItem(name: "Train ticket", type: "Business", amount: 48),
        ExpenseItem(name: "Cinema", type: "Personal", amount: 9.99),
        ExpenseItem(name: "Client dinner", type: "Business", amount: 185.2),
    ])
}
