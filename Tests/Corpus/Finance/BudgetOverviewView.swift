import Trellis

struct BudgetOverviewView: View {
    @State private var store = BudgetStore()
    @State private var showingAddExpense = false
    @State private var showingSummary = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    BudgetRing(spent: store.totalSpent, budget: store.totalBudget)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical)
                }

                Section("Categories") {
                    ForEach(store.categories) { category in
                        CategoryProgressRow(category: category, spent: store.spent(in: category))
                    }
                }

                Section {
                    ForEach(store.expenses.sorted { $0.date > $1.date }) { expense in
                        ExpenseRow(expense: expense, category: store.category(for: expense))
                    }
                    .onDelete(perform: store.remove)
                } header: {
                    Text("Recent Expenses")
                } footer: {
                    Text("\(store.expenses.count) expenses this month")
                }
            }
            .navigationTitle(store.selectedMonth.formatted(.dateTime.month(.wide).year()))
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        showingSummary = true
                    } label: {
                        Label("Summary", systemImage: "chart.bar.xaxis")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showingAddExpense = true
                    } label: {
                        Label("Add Expense", systemImage: "plus")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                AddExpenseView(store: store)
            }
            .navigationDestination(isPresented: $showingSummary) {
                MonthlySummaryView(totals: MonthTotal.lastSixMonths, budget: store.totalBudget)
            }
        }
    }
}

struct BudgetRing: View {
    let spent: Double
    let budget: Double

    var fraction: Double { budget == 0 ? 0 : spent / budget }

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: 18)
            Circle()
                .trim(from: 0, to: min(fraction, 1))
                .stroke(
                    AngularGradient(colors: [.green, .yellow, .orange], center: .center),
                    style: StrokeStyle(lineWidth: 18, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
            VStack(spacing: 2) {
                Text("Spent")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(spent, format: .currency(code: "USD").precision(.fractionLength(0)))
                    .font(.title.bold())
                Text("of \(budget.formatted(.currency(code: "USD").precision(.fractionLength(0))))")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(width: 180, height: 180)
    }
}

struct ExpenseRow: View {
    let expense: Expense
    let category: BudgetCategory?

    var body: some View {
        HStack {
            ZStack {
                RoundedRectangle(cornerRadius: 8)
                    .fill((category?.color ?? .gray).gradient)
                    .frame(width: 36, height: 36)
                Image(systemName: category?.icon ?? "questionmark")
                    .foregroundStyle(.white)
            }
            VStack(alignment: .leading) {
                Text(expense.title)
                Text(expense.date, style: .date)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(expense.amount, format: .currency(code: "USD"))
                .monospacedDigit()
        }
    }
}

#Preview {
    BudgetOverviewView()
}
