import Foundation

enum BillingCycle: String, CaseIterable, Identifiable, Codable {
    case weekly, monthly, yearly

    var id: String { rawValue }

    var label: String { rawValue.capitalized }

    var monthlyFactor: Decimal {
        switch self {
        case .weekly: return Decimal(52) / Decimal(12)
        case .monthly: return 1
        case .yearly: return Decimal(1) / Decimal(12)
        }
    }
}

struct Subscription: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var price: Decimal
    var cycle: BillingCycle
    var nextBilling: Date
    var colorHex: String
    var isActive = true

    var monthlyCost: Decimal { price * cycle.monthlyFactor }
}

extension Subscription {
    static let samples: [Subscription] = {
        let base = Date(timeIntervalSince1970: 1_717_243_200)
        return [
            Subscription(name: "Spotify", price: 10.99, cycle: .monthly, nextBilling: base.addingTimeInterval(4 * 86_400), colorHex: "1DB954"),
            Subscription(name: "iCloud+", price: 2.99, cycle: .monthly, nextBilling: base.addingTimeInterval(9 * 86_400), colorHex: "3693F3"),
            Subscription(name: "Adobe CC", price: 659.88, cycle: .yearly, nextBilling: base.addingTimeInterval(120 * 86_400), colorHex: "FA0F00"),
            Subscription(name: "Gym", price: 12.00, cycle: .weekly, nextBilling: base.addingTimeInterval(2 * 86_400), colorHex: "FF9500", isActive: false),
        ]
    }()
}
