import Trellis

struct TransactionDay: Identifiable {
    let id: Date
    let transactions: [Transaction]

    var total: Decimal { transactions.reduce(0) { $0 + $1.amount } }
}

@MainActor
final class BankViewModel: ObservableObject {
    @Published var accounts: [Account]
    @Published var transactions: [Transaction]
    @Published var payees: [Payee]
    @Published var searchText = ""
    @Published var isLoading = false
    @Published var errorMessage: String?

    init(accounts: [Account] = Account.samples, transactions: [Transaction] = Transaction.samples, payees: [Payee] = Payee.samples) {
        self.accounts = accounts
        self.transactions = transactions
        self.payees = payees
    }

    var totalBalance: Decimal {
        accounts.reduce(0) { $0 + $1.balance }
    }

    var filteredTransactions: [Transaction] {
        guard !searchText.isEmpty else { return transactions }
        return transactions.filter { $0.merchant.localizedCaseInsensitiveContains(searchText) }
    }

    var groupedByDay: [TransactionDay] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let groups = Dictionary(grouping: filteredTransactions) { calendar.startOfDay(for: $0.date) }
        return groups.keys.sorted(by: >).map { day in
            TransactionDay(id: day, transactions: groups[day]!.sorted { $0.date > $1.date })
        }
    }

    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(nanoseconds: 500_000_000)
    }

    func delete(_ transaction: Transaction) {
        transactions.removeAll { $0.id == transaction.id }
    }

    func transfer(amount: Decimal, from account: Account, to payee: Payee) -> Bool {
        guard let index = accounts.firstIndex(where: { $0.id == account.id }) else { return false }
        guard accounts[index].balance >= amount else {
            errorMessage = "Insufficient funds in \(account.name)."
            return false
        }
        accounts[index].balance -= amount
        transactions.insert(Transaction(merchant: "Transfer to \(payee.name)", amount: -amount, date: .previewNow, category: .transfer), at: 0)
        return true
    }
}
