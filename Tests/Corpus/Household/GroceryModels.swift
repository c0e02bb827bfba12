import Foundation

enum Aisle: String, Codable, CaseIterable, Identifiable, Comparable {
    case produce = "Produce"
    case bakery = "Bakery"
    case dairy = "Dairy & Eggs"
    case meat = "Meat & Fish"
    case pantry = "Pantry"
    case frozen = "Frozen"
    case household = "Household"

    var id: String { rawValue }

    var icon: String {
        switch self {
        case .produce: return "carrot"
        case .bakery: return "birthday.cake"
        case .dairy: return "cup.and.saucer"
        case .meat: return "fish"
        case .pantry: return "cabinet"
        case .frozen: return "snowflake"
        case .household: return "house"
        }
    }

    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    static func < (lhs: Aisle, rhs: Aisle) -> Bool { lhs.order < rhs.order }
}

struct GroceryItem: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var quantity: Int = 1
    var aisle: Aisle
    var isChecked = false
    var addedBy: String?
}

final class GroceryListStore: ObservableObject {
    @Published var items: [GroceryItem] {
        didSet { save() }
    }

    static let storageKey = "grocery.items"

    init(items: [GroceryItem]? = nil) {
        if let items {
            self.items = items
        } else if let data = UserDefaults.standard.data(forKey: Self.storageKey),
                  let saved = try? JSONDecoder().decode([GroceryItem].self, from: data) {
            self.items = saved
        } else {
            self.items = []
        }
    }

    var aisles: [Aisle] {
        Set(items.map(\.aisle)).sorted()
    }

    func items(in aisle: Aisle) -> [GroceryItem] {
        items.filter { $0.aisle == aisle }.sorted { !$0.isChecked && $1.isChecked }
    }

    func toggle(_ item: GroceryItem) {
        if let index = items.firstIndex(of: item) {
            items[index].isChecked.toggle()
        }
    }

    func clearChecked() {
        items.removeAll(where: \.isChecked)
    }

    private func save() {
        guard let data = try? JSONEncoder().encode(items) else { return }
        UserDefaults.standard.set(data, forKey: Self.storageKey)
    }

    static let sample = GroceryListStore(items: [
        GroceryItem(name: "Bananas", quantity: 6, aisle: .produce),
        GroceryItem(name: "Spinach", aisle: .produce, isChecked: true),
        GroceryItem(name: "Avocados", quantity: 3, aisle: .produce, addedBy: "Sam"),
        GroceryItem(name: "Sourdough loaf", aisle: .bakery),
        GroceryItem(name: "Oat milk", quantity: 2, aisle: .dairy),
        GroceryItem(name: "Eggs (dozen)", aisle: .dairy, isChecked: true),
        GroceryItem(name: "Salmon fillets", quantity: 4, aisle: .meat, addedBy: "Alex"),
        GroceryItem(name: "Pasta", quantity: 2, aisle: .pantry),
        GroceryItem(name: "Peas", aisle: .frozen),
        GroceryItem(name: "Dish soap", aisle: .household),
    ])
}
