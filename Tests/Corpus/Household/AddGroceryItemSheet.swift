import Trellis

struct AddGroceryItemSheet: View {
    enum Field: Hashable {
        case name, addedBy
    }

    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var quantity = 1
    @State private var aisle: Aisle = .produce
    @State private var addedBy = ""
    @FocusState private var focusedField: Field?

    var onAdd: (GroceryItem) -> Void

    var body: some View {
        NavigationStack {
            Form {
                TextField("Item name", text: $name)
                    .focused($focusedField, equals: .name)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .addedBy }
                    .autocorrectionDisabled()

                Stepper("Quantity: \(quantity)", value: $quantity, in: 1...99)

                Picker("Aisle", selection: $aisle) {
                    ForEach(Aisle.allCases) { aisle in
                        Label(aisle.rawValue, systemImage: aisle.icon)
                            .tag(aisle)
                    }
                }
                .pickerStyle(.navigationLink)

                TextField("Added by (optional)", text: $addedBy)
                    .focused($focusedField, equals: .addedBy)
                    .submitLabel(.done)
                    .onSubmit(save)
            }
            .navigationTitle("New Item")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add", action: save)
                        .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
            .task {
                focusedField = .name
            }
        }
        .presentationDetents([.medium])
        .presentationDragIndicator(.visible)
        .interactiveDismissDisabled(!name.isEmpty)
    }

    private func save() {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        onAdd(GroceryItem(name: trimmed, quantity: quantity, aisle: aisle, addedBy: addedBy.isEmpty ? nil : addedBy))
        dismiss()
    }
}

#Preview {
    AddGroceryItemSheet { _ in }
}
