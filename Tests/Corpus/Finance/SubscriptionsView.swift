import Trellis

@Observable
final class SubscriptionStore {
    var subscriptions: [Subscription] = Subscription.samples

    var monthlyTotal: Decimal {
        subscriptions.filter(\.isActive).reduce(0) { $0 + $1.monthlyCost }
    }

    var yearlyTotal: Decimal { monthlyTotal * 12 }
}

struct SubscriptionsView: View {
    @State private var store = SubscriptionStore()
    @State private var showingAdd = false
    @State private var sortByPrice = false
    @State private var pendingCancel: Subscription?

    private var sorted: [Subscription] {
        sortByPrice
            ? store.subscriptions.sorted { $0.monthlyCost > $1.monthlyCost }
            : store.subscriptions.sorted { $0.nextBilling < $1.nextBilling }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(alignment: .firstTextBaseline) {
                        VStack(alignment: .leading) {
                            Text("Monthly")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                            Text(store.monthlyTotal, format: .currency(code: "USD"))
                                .font(.title.bold())
                        }
                        Spacer()
                        VStack(alignment: .trailing) {
                            Text("Yearly")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                            Text(store.yearlyTotal, format: .currency(code: "USD"))
                                .font(.title3.weight(.semibold))
                        }
                    }
                    .padding(.vertical, 4)
                }

                Section("Upcoming") {
                    ForEach(sorted) { sub in
                        SubscriptionRow(subscription: sub)
                            .swipeActions {
                                Button("Cancel", role: .destructive) {
                                    pendingCancel = sub
                                }
                            }
                            .swipeActions(edge: .leading) {
                                Button {
                                    if let i = store.subscriptions.firstIndex(of: sub) {
                                        store.subscriptions[i].isActive.toggle()
                                    }
                                } label: {
                                    Label(sub.isActive ? "Pause" : "Resume", systemImage: sub.isActive ? "pause" : "play")
                                }
                                .tint(.yellow)
                            }
                    }
                }
            }
            .navigationTitle("Subscriptions")
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Menu {
                        Toggle("Sort by Price", isOn: $sortByPrice)
                    } label: {
                        Image(systemName: "arrow.up.arrow.down")
                    }
                    Button {
                        showingAdd.toggle()
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddSubscriptionView { newSub in
                    store.subscriptions.append(newSub)
                }
            }
            .alert(item: $pendingCancel) { sub in
                Alert(
                    title: Text("Cancel \(sub.name)?"),
                    message: Text("You'll lose access at the end of the billing period."),
                    primaryButton: .destructive(Text("Cancel Subscription")) {
                        store.subscriptions.removeAll { $0.id == sub.id }
                    },
                    secondaryButton: .cancel(Text("Keep"))
                )
            }
        }
    }
}

struct SubscriptionRow: View {
    let subscription: Subscription

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 10, style: .continuous)
                .fill(Color(hex: subscription.colorHex))
                .frame(width: 42, height: 42)
                .overlay {
                    Text(String(subscription.name.prefix(1)))
                        .font(.title3.bold())
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(subscription.name)
                    .font(.headline)
                    .strikethrough(!subscription.isActive)
                Text("Renews \(subscription.nextBilling.formatted(.dateTime.month(.abbreviated).day()))")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text(subscription.price, format: .currency(code: "USD"))
                    .font(.body.weight(.semibold))
                Text(subscription.cycle.label)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
        .opacity(subscription.isActive ? 1 : 0.5)
    }
}

struct AddSubscriptionView: View {
    var onSave: (Subscription) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var price: Decimal = 9.99
    @State private var cycle: BillingCycle = .monthly
    @State private var nextBilling = Date.previewNow
    @State private var color = Color.blue
    @State private var remind = true

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                TextField("Price", value: $price, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
                Picker("Billing Cycle", selection: $cycle) {
                    ForEach(BillingCycle.allCases) { cycle in
                        Text(cycle.label).tag(cycle)
                    }
                }
                DatePicker("Next Billing", selection: $nextBilling, displayedComponents: .date)
                ColorPicker("Color", selection: $color, supportsOpacity: false)
                Toggle(isOn: $remind) {
                    Label("Remind me a day before", systemImage: "bell.badge")
                }
            }
            .navigationTitle("Add Subscription")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onSave(Subscription(name: name, price: price, cycle: cycle, nextBilling: nextBilling, colorHex: "007AFF"))
                        dismiss()
                    }
                    .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}

#Preview {
    SubscriptionsView()
}
