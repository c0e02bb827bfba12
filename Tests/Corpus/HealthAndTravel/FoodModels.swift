import Foundation
import Observation

enum Cuisine: String, CaseIterable, Identifiable {
    case all = "All"
    case pizza = "Pizza"
    case sushi = "Sushi"
    case burgers = "Burgers"
    case vegan = "Vegan"
    case thai = "Thai"

    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .all: "square.grid.2x2"
        case .pizza: "flame"
        case .sushi: "fish"
        case .burgers: "takeoutbag.and.cup.and.straw"
        case .vegan: "leaf"
        case .thai: "cup.and.saucer"
        }
    }
}

struct MenuItem: Identifiable, Hashable {
    let id: String
    var name: String
    var details: String
    var price: Decimal
    var calories: Int
    var isPopular = false
    var isVegetarian = false
    var symbol = "fork.knife"
}

struct MenuSection: Identifiable, Hashable {
    var id: String { title }
    var title: String
    var items: [MenuItem]
}

struct Restaurant: Identifiable, Hashable {
    let id: Int
    var name: String
    var cuisine: Cuisine
    var rating: Double
    var reviewCount: Int
    var deliveryMinutes: ClosedRange<Int>
    var deliveryFee: Decimal
    var distance: Measurement<UnitLength>
    var symbol: String
    var menu: [MenuSection]

    var isFreeDelivery: Bool { deliveryFee == 0 }
}

struct BasketLine: Identifiable, Hashable {
    var id: String { item.id + size }
    var item: MenuItem
    var quantity: Int
    var size: String = "Regular"
    var extras: [String] = []

    var total: Decimal { item.price * Decimal(quantity) }
}

@Observable
final class Basket {
    var lines: [BasketLine] = []
    var restaurant: Restaurant?
    var deliveryFee: Decimal = 2.99

    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    var subtotal: Decimal { lines.reduce(0) { $0 + $1.total } }
    var serviceFee: Decimal { subtotal * Decimal(0.05) }
    var total: Decimal { subtotal + deliveryFee + serviceFee }
    var isEmpty: Bool { lines.isEmpty }

    func add(_ item: MenuItem, quantity: Int = 1, size: String = "Regular") {
        if let index = lines.firstIndex(where: { $0.item.id == item.id && $0.size == size }) {
            lines[index].quantity += quantity
        } else {
            lines.append(BasketLine(item: item, quantity: quantity, size: size))
        }
    }

    func remove(at offsets: IndexSet) {
        lines.remove(atOffsets: offsets)
    }
}

extension Restaurant {
    static let samples: [Restaurant] = [
        Restaurant(
            id: 1, name: "Luigi's Pizzeria", cuisine: .pizza, rating: 4.7, reviewCount: 1_284,
            deliveryMinutes: 20...30, deliveryFee: 0, distance: .init(value: 1.2, unit: .kilometers),
            symbol: "flame.fill",
            menu: [
                MenuSection(title: "Popular", items: [
                    MenuItem(id: "p1", name: "Margherita", details: "San Marzano tomato, fior di latte, basil", price: 11.5, calories: 820, isPopular: true, isVegetarian: true),
                    MenuItem(id: "p2", name: "Diavola", details: "Spicy salami, chili oil, mozzarella", price: 13.9, calories: 960, isPopular: true),
                ]),
                MenuSection(title: "Sides", items: [
                    MenuItem(id: "s1", name: "Garlic Bread", details: "Wood-fired, with rosemary butter", price: 5.5, calories: 410, isVegetarian: true),
                    MenuItem(id: "s2", name: "Burrata Salad", details: "Heirloom tomatoes, pesto", price: 9.0, calories: 380, isVegetarian: true),
                ]),
                MenuSection(title: "Drinks", items: [
                    MenuItem(id: "d1", name: "Lemonade", details: "House-made, 500 ml", price: 3.5, calories: 180, symbol: "cup.and.saucer.fill"),
                ]),
            ]
        ),
        Restaurant(
            id: 2, name: "Sakura Sushi Bar", cuisine: .sushi, rating: 4.5, reviewCount: 642,
            deliveryMinutes: 30...45, deliveryFee: 2.49, distance: .init(value: 3.4, unit: .kilometers),
            symbol: "fish.fill",
            menu: [
                MenuSection(title: "Rolls", items: [
                    MenuItem(id: "r1", name: "Salmon Avocado Roll", details: "8 pieces", price: 9.8, calories: 360, isPopular: true),
                ]),
            ]
        ),
        Restaurant(
            id: 3, name: "Green Bowl", cuisine: .vegan, rating: 4.8, reviewCount: 311,
            deliveryMinutes: 15...25, deliveryFee: 1.99, distance: .init(value: 0.8, unit: .kilometers),
            symbol: "leaf.fill",
            menu: []
        ),
    ]
}
