import Foundation

enum AccountKind: String, Codable, CaseIterable, Identifiable {
    case checking = "Checking"
    case savings = "Savings"
    case credit = "Credit Card"

    var id: String { rawValue }

    var systemImage: String {
        switch self {
        case .checking: return "building.columns"
        case .savings: return "banknote"
        case .credit: return "creditcard"
        }
    }
}

struct Account: Identifiable, Hashable, Codable {
    let id: UUID
    var name: String
    var kind: AccountKind
    var number: String
    var balance: Decimal
    var currencyCode: String = "USD"

    var maskedNumber: String {
        "•••• " + String(number.suffix(4))
    }

    init(id: UUID = UUID(), name: String, kind: AccountKind, number: String, balance: Decimal, currencyCode: String = "USD") {
        self.id = id
        self.name = name
        self.kind = kind
        self.number = number
        self.balance = balance
        self.currencyCode = currencyCode
    }
}

enum TransactionCategory: String, Codable, CaseIterable {
    case groceries, dining, transport, shopping, salary, utilities, entertainment, transfer

    var icon: String {
        switch self {
        case .groceries: return "cart"
        case .dining: return "fork.knife"
        case .transport: return "car"
        case .shopping: return "bag"
        case .salary: return "dollarsign.circle"
        case .utilities: return "bolt"
        case .entertainment: return "film"
        case .transfer: return "arrow.left.arrow.right"
        }
    }
}

struct Transaction: Identifiable, Hashable, Codable {
    var id = UUID()
    var merchant: String
    var amount: Decimal
    var date: Date
    var category: TransactionCategory
    var isPending = false
    var note: String?

    var isIncome: Bool { amount > 0 }
}

struct Payee: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var accountNumber: String
    var bank: String

    var initials: String {
        name.split(separator: " ").compactMap { $0.first }.prefix(2).map(String.init).joined()
    }
}

extension Account {
    static let samples: [Account] = [
        Account(name: "Everyday Checking", kind: .checking, number: "000123984512", balance: 4_218.37),
        Account(name: "High-Yield Savings", kind: .savings, number: "000998877120", balance: 18_540.00),
        Account(name: "Platinum Card", kind: .credit, number: "4111111111114821", balance: -642.19),
    ]
}

extension Transaction {
    static let reference = Date(timeIntervalSince1970: 1_717_243_200) // 2024-06-01

    static let samples: [Transaction] = [
        Transaction(merchant: "Whole Foods", amount: -82.45, date: reference, category: .groceries),
        Transaction(merchant: "Blue Bottle Coffee", amount: -5.75, date: reference.addingTimeInterval(-3_600), category: .dining, isPending: true),
        Transaction(merchant: "Acme Corp Payroll", amount: 3_250.00, date: reference.addingTimeInterval(-86_400), category: .salary),
        Transaction(merchant: "Uber", amount: -18.20, date: reference.addingTimeInterval(-86_400 - 7_200), category: .transport),
        Transaction(merchant: "PG&E", amount: -112.08, date: reference.addingTimeInterval(-2 * 86_400), category: .utilities, note: "May bill"),
        Transaction(merchant: "Netflix", amount: -15.49, date: reference.addingTimeInterval(-3 * 86_400), category: .entertainment),
        Transaction(merchant: "Transfer to Savings", amount: -500.00, date: reference.addingTimeInterval(-3 * 86_400), category: .transfer),
        Transaction(merchant: "Target", amount: -64.99, date: reference.addingTimeInterval(-4 * 86_400), category: .shopping),
    ]
}

extension Payee {
    static let samples: [Payee] = [
        Payee(name: "Jane Cooper", accountNumber: "553201", bank: "Chase"),
        Payee(name: "Landlord LLC", accountNumber: "771245", bank: "Wells Fargo"),
        Payee(name: "Marcus Lee", accountNumber: "330911", bank: "Bank of America"),
    ]
}
