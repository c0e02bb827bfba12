import Trellis

struct BudgetView: View {
    @State private var expenses = Expense.samples
    @State private var showingAdd = false
    @State private var filter: ExpenseCategory?
    let monthlyBudget = 500.0

    var total: Double { expenses.reduce(0) { $0 + $1.amount } }

    var visible: [Expense] {
        guard let filter else { return expenses }
        return expenses.filter { $0.category == filter }
    }

    var body: some View {
        NavigationView {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Spent this month")
                            .font(.subheadline)
                            .foregroundColor(.secondary)
                        Text(total, format: .currency(code: "USD"))
                            .font(.system(.largeTitle, design: .rounded).bold())
                        Gauge(value: total, in: 0...monthlyBudget) {
                            EmptyView()
                        } currentValueLabel: {
                            Text(total / monthlyBudget, format: .percent.precision(.fractionLength(0)))
                        } minimumValueLabel: {
                            Text("0")
                        } maximumValueLabel: {
                            Text(monthlyBudget, format: .currency(code: "USD").precision(.fractionLength(0)))
                        }
                        .tint(total > monthlyBudget ? .red : .green)
                    }
                    .padding(.vertical, 4)
                }

                Section {
                    ForEach(visible) { expense in
                        ExpenseRow(expense: expense)
                    }
                    .onDelete { indexSet in
                        expenses.remove(atOffsets: indexSet)
                    }
                } header: {
                    HStack {
                        Text("Expenses")
                        Spacer()
                        Menu {
                            Picker("Category", selection: $filter) {
                                Text("All").tag(ExpenseCategory?.none)
                                ForEach(ExpenseCategory.allCases) { category in
                                    Label(category.rawValue, systemImage: category.symbol).tag(Optional(category))
                                }
                            }
                        } label: {
                            Label("Filter", systemImage: "line.3.horizontal.decrease.circle")
                                .labelStyle(.iconOnly)
                        }
                    }
                } footer: {
                    Text("Total: \(total.formatted(.currency(code: "USD")))")
                }
            }
            .navigationTitle("Budget")
            .toolbar {
                Button {
                    showingAdd.toggle()
                } label: {
                    Image(systemName: "plus.circle.fill")
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddExpenseView { expenses.append($0) }
            }
        }
    }
}

struct ExpenseRow: View {
    let expense: Expense

    var body: some View {
        HStack {
            Image(systemName: expense.category.symbol)
                .frame(width: 32, height: 32)
                .background(Color.accentColor.opacity(0.2))
                .clipShape(RoundedRectangle(cornerRadius: 8))
            VStack(alignment: .leading) {
                Text(expense.name)
                Text(expense.date.formatted(date: .abbreviated, time: .omitted))
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Spacer()
            Text(expense.amount, format: .currency(code: "USD"))
                .fontWeight(.semibold)
        }
    }
}
