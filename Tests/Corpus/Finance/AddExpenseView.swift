import Trellis

struct AddExpenseView: View {
    @Bindable var store: BudgetStore
    @Environment(\.dismiss) private var dismiss

    @State private var title = ""
    @State private var amount: Double?
    @State private var date = Date.previewNow
    @State private var categoryID: UUID?
    @State private var notes = ""
    @State private var showValidationAlert = false

    enum Field: Hashable {
        case title, amount, notes
    }

    @FocusState private var focusedField: Field?

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("What did you buy?", text: $title)
                        .focused($focusedField, equals: .title)
                        .submitLabel(.next)
                        .onSubmit { focusedField = .amount }
                    TextField("0.00", value: $amount, format: .number.precision(.fractionLength(2)))
                        .keyboardType(.decimalPad)
                        .focused($focusedField, equals: .amount)
                }

                Section("Category") {
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack {
                            ForEach(store.categories) { category in
                                CategoryChip(category: category, isSelected: categoryID == category.id)
                                    .onTapGesture {
                                        withAnimation(.spring()) {
                                            categoryID = category.id
                                        }
                                    }
                            }
                        }
                        .padding(.vertical, 4)
                    }
                }

                Section {
                    DatePicker("Date", selection: $date, displayedComponents: [.date])
                    TextField("Notes", text: $notes, axis: .vertical)
                        .focused($focusedField, equals: .notes)
                }
            }
            .navigationTitle("New Expense")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { save() }
                        .bold()
                        .disabled(title.isEmpty)
                }
            }
            .alert("Missing details", isPresented: $showValidationAlert) {
                Button("OK") {}
            } message: {
                Text("Enter an amount and pick a category.")
            }
            .onAppear {
                focusedField = .title
                categoryID = store.categories.first?.id
            }
        }
        .presentationDetents([.large])
        .interactiveDismissDisabled(!title.isEmpty)
    }

    private func save() {
        guard let amount, let categoryID else {
            showValidationAlert = true
            return
        }
        store.add(Expense(title: title, amount: amount, date: date, categoryID: categoryID, notes: notes))
        dismiss()
    }
}

struct CategoryChip: View {
    let category: BudgetCategory
    let isSelected: Bool

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: category.icon)
            Text(category.name)
        }
        .font(.subheadline.weight(.medium))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(isSelected ? category.color : category.color.opacity(0.12))
        .foregroundColor(isSelected ? .white : category.color)
        .clipShape(Capsule())
        .overlay(
            Capsule().strokeBorder(category.color, lineWidth: isSelected ? 0 : 1)
        )
    }
}

#Preview {
    AddExpenseView(store: BudgetStore())
}
