import Trellis

struct CartView: View {
    @Environment(CartStore.self) private var cart
    @State private var showsCheckout = false

    var body: some View {
        @Bindable var cart = cart
        NavigationStack {
            List {
                Section {
                    ForEach($cart.items) { $item in
                        CartRow(item: $item)
                    }
                    .onDelete(perform: cart.remove)
                }

                Section {
                    HStack {
                        Image(systemName: "tag")
                            .foregroundStyle(.secondary)
                        TextField("Promo code", text: $cart.promoCode)
                            .textInputAutocapitalization(.characters)
                            .autocorrectionDisabled()
                        Button("Apply") {}
                            .disabled(cart.promoCode.isEmpty)
                    }
                }

                Section {
                    LabeledContent("Subtotal", value: cart.subtotal, format: .currency(code: "USD"))
                    LabeledContent("Shipping") {
                        if cart.shipping == 0 {
                            Text("Free").foregroundStyle(.green)
                        } else {
                            Text(cart.shipping, format: .currency(code: "USD"))
                        }
                    }
                    HStack {
                        Text("Total").font(.headline)
                        Spacer()
                        Text(cart.total, format: .currency(code: "USD"))
                            .font(.headline)
                            .monospacedDigit()
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Cart")
            .toolbar {
                EditButton()
            }
            .safeAreaInset(edge: .bottom) {
                Button {
                    showsCheckout = true
                } label: {
                    Text("Checkout · \(cart.total.formatted(.currency(code: "USD")))")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .buttonBorderShape(.roundedRectangle(radius: 14))
                .padding()
                .background(.bar)
            }
            .overlay {
                if cart.items.isEmpty {
                    ContentUnavailableView("Your cart is empty", systemImage: "cart", description: Text("Items you add will show up here."))
                }
            }
        }
    }
}

struct CartRow: View {
    @Binding var item: CartItem

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 10)
                .fill(.quaternary)
                .frame(width: 60, height: 60)
                .overlay {
                    Image(systemName: "bag.fill")
                        .foregroundStyle(.secondary)
                }
            VStack(alignment: .leading, spacing: 4) {
                Text(item.product.name)
                    .font(.subheadline.weight(.medium))
                Text(item.product.brand)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(item.subtotal, format: .currency(code: "USD"))
                    .font(.subheadline.bold())
            }
            Spacer()
            Stepper(value: $item.quantity, in: 1...10) {
                Text("\(item.quantity)")
                    .monospacedDigit()
            }
            .fixedSize()
        }
        .padding(.vertical, 4)
    }
}

#Preview {
    CartView()
        .environment(CartStore())
}
