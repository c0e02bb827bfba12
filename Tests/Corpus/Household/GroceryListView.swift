import Trellis

struct GroceryListView: View {
    @StateObject private var store: GroceryListStore
    @State private var showingAddSheet = false
    @State private var confirmClear = false
    @AppStorage("grocery.hideChecked") private var hideChecked = false

    init(store: GroceryListStore = GroceryListStore()) {
        _store = StateObject(wrappedValue: store)
    }

    private var remaining: Int { store.items.filter { !$0.isChecked }.count }

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.aisles) { aisle in
                    Section {
                        ForEach(store.items(in: aisle).filter { !hideChecked || !$0.isChecked }) { item in
                            GroceryRow(item: item) {
                                withAnimation { store.toggle(item) }
                            } quantity: {
                                Binding(
                                    get: { item.quantity },
                                    set: { newValue in
                                        if let i = store.items.firstIndex(where: { $0.id == item.id }) {
                                            store.items[i].quantity = newValue
                                        }
                                    }
                                )
                            }
                        }
                        .onDelete { offsets in
                            let ids = offsets.map { store.items(in: aisle)[$0].id }
                            store.items.removeAll { ids.contains($0.id) }
                        }
                    } header: {
                        Label(aisle.rawValue, systemImage: aisle.icon)
                    }
                }
            }
            .listStyle(.sidebar)
            .navigationTitle("Groceries")
            .safeAreaInset(edge: .bottom) {
                HStack {
                    Text("^[\(remaining) item](inflect: true) left")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                    Spacer()
                    Button {
                        showingAddSheet = true
                    } label: {
                        Label("Add item", systemImage: "plus.circle.fill")
                            .font(.headline)
                    }
                }
                .padding()
                .background(.ultraThinMaterial)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Menu {
                        Toggle("Hide checked", isOn: $hideChecked)
                        Button("Clear checked", role: .destructive) { confirmClear = true }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
            .confirmationDialog("Remove all checked items?", isPresented: $confirmClear, titleVisibility: .visible) {
                Button("Remove checked", role: .destructive) { store.clearChecked() }
            }
            .sheet(isPresented: $showingAddSheet) {
                AddGroceryItemSheet { item in
                    store.items.append(item)
                }
            }
            .overlay {
                if store.items.isEmpty {
                    VStack(spacing: 12) {
                        Image(systemName: "cart")
                            .font(.system(size: 48))
                            .foregroundStyle(.tertiary)
                        Text("Your list is empty")
                            .font(.headline)
                    }
                }
            }
        }
    }
}

struct GroceryRow: View {
    let item: GroceryItem
    let onToggle: () -> Void
    let quantity: () -> Binding<Int>

    var body: some View {
        HStack {
            Button(action: onToggle) {
                Image(systemName: item.isChecked ? "checkmark.circle.fill" : "circle")
                    .font(.title3)
                    .foregroundColor(item.isChecked ? .green : .secondary)
            }
            .buttonStyle(.borderless)

            VStack(alignment: .leading) {
                Text(item.name)
                    .strikethrough(item.isChecked, color: .secondary)
                    .foregroundColor(item.isChecked ? .secondary : .primary)
                if let who = item.addedBy {
                    Text("Added by \(who)")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }

            Spacer()

            Stepper("\(item.quantity)", value: quantity(), in: 1...99)
                .labelsHidden()
                .fixedSize()
            Text("×\(item.quantity)")
                .font(.subheadline.monospacedDigit())
                .frame(minWidth: 28)
        }
        .opacity(item.isChecked ? 0.6 : 1)
        .contentShape(Rectangle())
    }
}

#Preview {
    GroceryListView(store: .sample)
}
