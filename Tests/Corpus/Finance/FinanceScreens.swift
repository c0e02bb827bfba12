import Trellis

/// Every screen of the corpus as its app shows it, with the models its app root gives it, by page id.
@MainActor
enum FinanceScreens {
    static let all: [(id: String, view: @MainActor @Sendable () -> AnyView)] = [
        ("root-tabs", { AnyView(RootTabView()) }),
        ("accounts", { AnyView(AccountsView()) }),
        ("account-card", { AnyView(AccountCardView(account: Account.samples[1]).padding()) }),
        ("transactions", { AnyView(NavigationStack { TransactionsListView(viewModel: BankViewModel()) }) }),
        ("account-transactions", { AnyView(NavigationStack { TransactionsListView(viewModel: BankViewModel(), account: Account.samples[0]) }) }),
        ("transaction-row", { AnyView(TransactionRow(transaction: Transaction.samples[1]).padding()) }),
        ("transaction-detail", { AnyView(NavigationStack { TransactionDetailView(transaction: Transaction.samples[4]) }) }),
        ("transfer", { AnyView(TransferView(viewModel: BankViewModel())) }),
        ("budget", { AnyView(BudgetOverviewView()) }),
        ("category-rows", { AnyView(List { CategoryProgressRow(category: .food, spent: 210); CategoryProgressRow(category: .fun, spent: 240) }) }),
        ("add-expense", { AnyView(AddExpenseView(store: BudgetStore())) }),
        ("monthly-summary", { AnyView(NavigationStack { MonthlySummaryView(totals: MonthTotal.lastSixMonths, budget: 2_500) }) }),
        ("watchlist", { AnyView(WatchlistView()) }),
        ("coin-row", { AnyView(CoinRowView(coin: .bitcoin, showHoldingsColumn: true).padding()) }),
        ("sparkline", { AnyView(VStack { SparklineView(data: Coin.bitcoin.sparkline).frame(width: 80, height: 30); PriceChangeBadge(percentage: -1.12) }.padding()) }),
        ("coin-detail", { AnyView(NavigationStack { CoinDetailView(coin: .bitcoin) }) }),
        ("coin-detail-down", { AnyView(NavigationStack { CoinDetailView(coin: .ethereum) }) }),
        ("subscriptions", { AnyView(SubscriptionsView()) }),
        ("add-subscription", { AnyView(AddSubscriptionView { _ in }) }),
        ("bill-split", { AnyView(BillSplitView()) }),
        ("invoices", { AnyView(InvoicesListView()) }),
        ("invoice-detail", { AnyView(NavigationStack { InvoiceDetailView(invoice: Invoice.samples[0]) }) }),
        ("savings-goals", { AnyView(SavingsGoalsView()) }),
        ("settings", { AnyView(SettingsView()) }),
        ("pin-pad", { AnyView(PINPadView()) }),
        ("login", { AnyView(LoginView()) }),
    ]
}
