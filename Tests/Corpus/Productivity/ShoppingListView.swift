import Trellis

struct ShoppingItem: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var quantity: Int
    var isBought = false
}

struct ShoppingListView: View {
    @State private var items = [
        ShoppingItem(name: "Apples", quantity: 6),
        ShoppingItem(name: "Bread", quantity: 1, isBought: true),
        ShoppingItem(name: "Coffee", quantity: 2),
    ]
    @State private var selection = Set<ShoppingItem.ID>()
    @State private var editMode: EditMode = .inactive
    @State private var newItem = ""

    var body: some View {
        NavigationView {
            VStack(spacing: 0) {
                List(selection: $selection) {
                    ForEach($items) { $item in
                        HStack {
                            Toggle(item.name, isOn: $item.isBought)
                            Stepper("\(item.quantity)", value: $item.quantity, in: 0...99)
                                .fixedSize()
                        }
                    }
                    .onMove { from, to in
                        items.move(fromOffsets: from, toOffset: to)
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                }
                .environment(\.editMode, $editMode)

                HStack {
                    TextField("Add item", text: $newItem)
                        .textFieldStyle(.roundedBorder)
                    Button("Add") {
                        items.append(ShoppingItem(name: newItem, quantity: 1))
                        newItem = ""
                    }
                    .disabled(newItem.isEmpty)
                }
                .padding()
                .background(.bar)
            }
            .navigationTitle("Shopping")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    EditButton()
                }
                ToolbarItem(placement: .navigationBarLeading) {
                    if !selection.isEmpty {
                        Button("Delete \(selection.count)") {
                            items.removeAll { selection.contains($0.id) }
                        }
                    }
                }
            }
        }
    }
}
