import Trellis

struct PackingItem: Identifiable, Hashable {
    let id: Int
    var name: String
    var category: PackingCategory
    var quantity = 1
    var isPacked = false
}

enum PackingCategory: String, CaseIterable, Identifiable {
    case clothes = "Clothes"
    case toiletries = "Toiletries"
    case electronics = "Electronics"
    case documents = "Documents"

    var id: Self { self }

    var icon: String {
        switch self {
        case .clothes: "tshirt.fill"
        case .toiletries: "shower.fill"
        case .electronics: "powerplug.fill"
        case .documents: "doc.text.fill"
        }
    }
}

struct PackingListView: View {
    @State private var items: [PackingItem] = [
        PackingItem(id: 1, name: "T-shirts", category: .clothes, quantity: 4, isPacked: true),
        PackingItem(id: 2, name: "Swimsuit", category: .clothes),
        PackingItem(id: 3, name: "Light jacket", category: .clothes, isPacked: true),
        PackingItem(id: 4, name: "Toothbrush", category: .toiletries),
        PackingItem(id: 5, name: "Sunscreen", category: .toiletries, isPacked: true),
        PackingItem(id: 6, name: "Phone charger", category: .electronics),
        PackingItem(id: 7, name: "Travel adapter", category: .electronics),
        PackingItem(id: 8, name: "Passport", category: .documents, isPacked: true),
        PackingItem(id: 9, name: "Travel insurance", category: .documents),
    ]
    @State private var newItemName = ""
    @State private var newItemCategory: PackingCategory = .clothes
    @State private var hidePacked = false

    private var packedCount: Int { items.filter(\.isPacked).count }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 8) {
                        HStack {
                            Text("\(packedCount) of \(items.count) packed")
                                .font(.headline)
                            Spacer()
                            Text(Double(packedCount) / Double(items.count), format: .percent.precision(.fractionLength(0)))
                                .foregroundStyle(.secondary)
                        }
                        ProgressView(value: Double(packedCount), total: Double(items.count))
                            .progressViewStyle(.linear)
                    }
                    Toggle("Hide packed items", isOn: $hidePacked)
                }

                ForEach(PackingCategory.allCases) { category in
                    Section {
                        ForEach($items) { $item in
                            if item.category == category && !(hidePacked && item.isPacked) {
                                PackingRow(item: $item)
                            }
                        }
                        .onDelete { offsets in
                            items.remove(atOffsets: offsets)
                        }
                    } header: {
                        Label(category.rawValue, systemImage: category.icon)
                    }
                }

                Section("Add item") {
                    TextField("New item", text: $newItemName)
                        .onSubmit(addItem)
                        .submitLabel(.done)
                    Picker("Category", selection: $newItemCategory) {
                        ForEach(PackingCategory.allCases) { category in
                            Label(category.rawValue, systemImage: category.icon).tag(category)
                        }
                    }
                    .pickerStyle(.menu)
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Packing List")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button("Unpack all") {
                        for index in items.indices { items[index].isPacked = false }
                    }
                    .disabled(packedCount == 0)
                }
            }
        }
    }

    private func addItem() {
        let name = newItemName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return }
        items.append(PackingItem(id: (items.map(\.id).max() ?? 0) + 1, name: name, category: newItemCategory))
        newItemName = ""
    }
}

private struct PackingRow: View {
    @Binding var item: PackingItem

    var body: some View {
        Button {
            withAnimation(.easeInOut(duration: 0.2)) {
                item.isPacked.toggle()
            }
        } label: {
            HStack {
                Image(systemName: item.isPacked ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(item.isPacked ? Color.green : Color.secondary)
                    .imageScale(.large)
                Text(item.name)
                    .strikethrough(item.isPacked)
                    .foregroundStyle(item.isPacked ? .secondary : .primary)
                Spacer()
                if item.quantity > 1 {
                    Text("×\(item.quantity)")
                        .foregroundStyle(.secondary)
                }
            }
        }
        .buttonStyle(.plain)
    }
}

#Preview {
    PackingListView()
}
