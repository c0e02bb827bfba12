import Foundation
import Observation

struct Product: Identifiable, Hashable {
    let id: Int
    var name: String
    var brand: String
    var price: Decimal
    var originalPrice: Decimal?
    var rating: Double
    var reviewCount: Int
    var colors: [String]
    var imageURL: URL?
    var summary: String

    var isOnSale: Bool { originalPrice != nil }
}

struct CartItem: Identifiable, Hashable {
    let id: Int
    var product: Product
    var quantity: Int

    var subtotal: Decimal { product.price * Decimal(quantity) }
}

extension Product {
    static let sneaker = Product(id: 1, name: "Air Runner 2", brand: "Stride", price: 129.99, originalPrice: 159.99, rating: 4.6, reviewCount: 1_284, colors: ["red", "black", "white"], imageURL: URL(string: "https://example.com/sneaker.png"), summary: "A lightweight everyday runner with a responsive foam midsole and a breathable knit upper.")
    static let backpack = Product(id: 2, name: "Commuter Pack", brand: "Northway", price: 89, originalPrice: nil, rating: 4.8, reviewCount: 532, colors: ["black", "olive"], imageURL: nil, summary: "Water-resistant 20L pack with a padded laptop sleeve.")
    static let bottle = Product(id: 3, name: "Steel Bottle", brand: "Hydra", price: 24.5, originalPrice: nil, rating: 4.3, reviewCount: 210, colors: ["blue"], imageURL: nil, summary: "Keeps drinks cold for 24 hours.")
    static let samples: [Product] = [.sneaker, .backpack, .bottle]
}

@Observable
final class CartStore {
    var items: [CartItem] = [
        CartItem(id: 1, product: .sneaker, quantity: 1),
        CartItem(id: 2, product: .bottle, quantity: 2),
    ]
    var promoCode = ""

    var itemCount: Int { items.reduce(0) { $0 + $1.quantity } }
    var subtotal: Decimal { items.reduce(0) { $0 + $1.subtotal } }
    var shipping: Decimal { subtotal > 100 ? 0 : 5.99 }
    var total: Decimal { subtotal + shipping }

    func add(_ product: Product) {
        if let index = items.firstIndex(where: { $0.product.id == product.id }) {
            items[index].quantity += 1
        } else {
            items.append(CartItem(id: (items.map(\.id).max() ?? 0) + 1, product: product, quantity: 1))
        }
    }

    func remove(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }
}
