import Trellis

struct AddExpenseView: View {
    var onSave: (Expense) -> Void
    @Environment(\.presentationMode) var presentationMode
    @State private var name = ""
    @State private var amount: Double = 0
    @State private var category = ExpenseCategory.food
    @State private var date = Date(timeIntervalSinceReferenceDate: 700_000_000)
    @State private var isRecurring = false
    @State private var notes = ""

    var body: some View {
        NavigationView {
            Form {
                Section {
                    TextField("Name", text: $name)
                    TextField("Amount", value: $amount, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                        .keyboardType(.decimalPad)
                }
                Section {
                    Picker("Category", selection: $category) {
                        ForEach(ExpenseCategory.allCases) { category in
                            Label(category.rawValue, systemImage: category.symbol)
                                .tag(category)
                        }
                    }
                    DatePicker("Date", selection: $date, in: ...Date(timeIntervalSinceReferenceDate: 710_000_000), displayedComponents: .date)
                    Toggle("Repeats monthly", isOn: $isRecurring)
                }
                Section(header: Text("Notes")) {
                    TextEditor(text: $notes)
                        .frame(minHeight: 80)
                }
            }
            .navigationBarTitle("Add Expense", displayMode: .inline)
            .navigationBarItems(
                leading: Button("Cancel") { presentationMode.wrappedValue.dismiss() },
                trailing: Button("Save") {
                    onSave(Expense(name: name, amount: amount, category: category, date: date))
                    presentationMode.wrappedValue.dismiss()
                }
                .disabled(name.isEmpty || amount <= 0)
            )
        }
    }
}
