import Trellis

struct BasketView: View {
    @Environment(Basket.self) private var basket
    @State private var promoCode = ""

    var body: some View {
        Group {
            if basket.isEmpty {
                ContentUnavailableView(
                    "Your basket is empty",
                    systemImage: "bag",
                    description: Text("Add something tasty from a restaurant's menu.")
                )
            } else {
                basketList
            }
        }
        .navigationTitle("Basket")
    }

    private var basketList: some View {
        @Bindable var basket = basket
        return List {
            Section {
                ForEach($basket.lines) { $line in
                    HStack(alignment: .firstTextBaseline) {
                        Text("\(line.quantity)×")
                            .foregroundStyle(Color.foodOrange)
                            .fontWeight(.semibold)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(line.item.name)
                            if line.size != "Regular" {
                                Text(line.size)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        Spacer()
                        Text(line.total, format: .currency(code: "USD"))
                            .monospacedDigit()
                    }
                    .swipeActions {
                        Button("Remove", systemImage: "trash", role: .destructive) {
                            basket.lines.removeAll { $0.id == line.id }
                        }
                    }
                    .contextMenu {
                        Button("Add one more", systemImage: "plus") { line.quantity += 1 }
                    }
                }
                .onDelete(perform: basket.remove)
            } header: {
                Text("Your order")
            }

            Section {
                HStack {
                    TextField("Promo code", text: $promoCode)
                        .textInputAutocapitalization(.characters)
                        .autocorrectionDisabled()
                    Button("Apply") {}
                        .disabled(promoCode.isEmpty)
                }
            }

            Section {
                LabeledContent("Subtotal", value: basket.subtotal, format: .currency(code: "USD"))
                LabeledContent("Delivery", value: basket.deliveryFee, format: .currency(code: "USD"))
                LabeledContent("Service fee", value: basket.serviceFee, format: .currency(code: "USD"))
                LabeledContent {
                    Text(basket.total, format: .currency(code: "USD"))
                        .fontWeight(.bold)
                } label: {
                    Text("Total")
                        .fontWeight(.bold)
                }
            }

            Section {
                NavigationLink {
                    CheckoutView(total: basket.total)
                } label: {
                    Text("Go to checkout")
                        .frame(maxWidth: .infinity)
                        .fontWeight(.semibold)
                }
            }
        }
    }
}

#Preview("Filled") {
    let basket = Basket()
    basket.add(Restaurant.samples[0].menu[0].items[0], quantity: 2)
    basket.add(Restaurant.samples[0].menu[1].items[0])
    return NavigationStack {
        BasketView()
    }
    .environment(basket)
}

#Preview("Empty") {
    NavigationStack {
        BasketView()
    }
    .environment(Basket())
}
