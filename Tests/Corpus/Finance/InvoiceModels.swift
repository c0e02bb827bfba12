import Foundation

enum InvoiceStatus: String, CaseIterable, Identifiable {
    case draft = "Draft"
    case sent = "Sent"
    case paid = "Paid"
    case overdue = "Overdue"

    var id: String { rawValue }
}

struct LineItem: Identifiable, Hashable {
    var id = UUID()
    var description: String
    var quantity: Int
    var unitPrice: Decimal

    var total: Decimal { Decimal(quantity) * unitPrice }
}

struct Invoice: Identifiable, Hashable {
    var id = UUID()
    var number: String
    var client: String
    var issued: Date
    var due: Date
    var status: InvoiceStatus
    var items: [LineItem]
    var taxRate: Decimal = 0.08

    var subtotal: Decimal { items.reduce(0) { $0 + $1.total } }
    var tax: Decimal { subtotal * taxRate }
    var total: Decimal { subtotal + tax }
}

struct SavingsGoal: Identifiable, Hashable {
    var id = UUID()
    var name: String
    var emoji: String
    var target: Double
    var saved: Double
    var deadline: Date

    var progress: Double { min(saved / target, 1) }
    var remaining: Double { max(target - saved, 0) }
}

extension Invoice {
    static let samples: [Invoice] = {
        let base = Date(timeIntervalSince1970: 1_717_243_200)
        return [
            Invoice(number: "INV-0042", client: "Northwind Traders", issued: base.addingTimeInterval(-10 * 86_400), due: base.addingTimeInterval(20 * 86_400), status: .sent, items: [
                LineItem(description: "iOS app design", quantity: 24, unitPrice: 95),
                LineItem(description: "App Store assets", quantity: 1, unitPrice: 350),
            ]),
            Invoice(number: "INV-0041", client: "Contoso Ltd", issued: base.addingTimeInterval(-40 * 86_400), due: base.addingTimeInterval(-10 * 86_400), status: .overdue, items: [
                LineItem(description: "Consulting", quantity: 8, unitPrice: 150),
            ]),
            Invoice(number: "INV-0040", client: "Fabrikam", issued: base.addingTimeInterval(-60 * 86_400), due: base.addingTimeInterval(-30 * 86_400), status: .paid, items: [
                LineItem(description: "Maintenance retainer", quantity: 1, unitPrice: 1200),
            ]),
        ]
    }()
}

extension SavingsGoal {
    static let samples: [SavingsGoal] = [
        SavingsGoal(name: "Emergency Fund", emoji: "🛟", target: 10_000, saved: 6_450, deadline: Date(timeIntervalSince1970: 1_735_603_200)),
        SavingsGoal(name: "Japan Trip", emoji: "🗾", target: 4_000, saved: 1_250, deadline: Date(timeIntervalSince1970: 1_743_465_600)),
        SavingsGoal(name: "New Laptop", emoji: "💻", target: 2_500, saved: 2_500, deadline: Date(timeIntervalSince1970: 1_725_148_800)),
    ]
}
