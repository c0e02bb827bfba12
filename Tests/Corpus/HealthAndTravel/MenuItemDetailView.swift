import Trellis

struct MenuItemDetailView: View {
    let item: MenuItem
    @Environment(Basket.self) private var basket
    @Environment(\.dismiss) private var dismiss

    @State private var quantity = 1
    @State private var size: PortionSize = .regular
    @State private var extras: Set<Extra> = []
    @State private var instructions = ""

    enum PortionSize: String, CaseIterable, Identifiable {
        case small = "Small", regular = "Regular", large = "Large"
        var id: Self { self }

        var surcharge: Decimal {
            switch self {
            case .small: -1
            case .regular: 0
            case .large: 2.5
            }
        }
    }

    enum Extra: String, CaseIterable, Identifiable {
        case cheese = "Extra cheese"
        case chili = "Chili flakes"
        case olives = "Olives"
        var id: Self { self }
        var price: Decimal { self == .cheese ? 1.5 : 0.75 }
    }

    private var unitPrice: Decimal {
        item.price + size.surcharge + extras.reduce(0) { $0 + $1.price }
    }

    private var total: Decimal { unitPrice * Decimal(quantity) }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                ZStack {
                    LinearGradient(colors: [.foodOrange.opacity(0.3), .yellow.opacity(0.2)], startPoint: .top, endPoint: .bottom)
                    Image(systemName: item.symbol)
                        .font(.system(size: 72))
                        .foregroundStyle(Color.foodOrange)
                }
                .frame(height: 180)
                .clipShape(RoundedRectangle(cornerRadius: 20))

                VStack(alignment: .leading, spacing: 6) {
                    Text(item.name)
                        .font(.title2.bold())
                    Text(item.details)
                        .foregroundStyle(.secondary)
                    Text("\(item.calories) kcal")
                        .font(.footnote)
                        .foregroundStyle(.tertiary)
                }

                VStack(alignment: .leading) {
                    Text("Size").font(.headline)
                    Picker("Size", selection: $size) {
                        ForEach(PortionSize.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                }

                VStack(alignment: .leading, spacing: 12) {
                    Text("Extras").font(.headline)
                    ForEach(Extra.allCases) { extra in
                        Toggle(isOn: Binding(
                            get: { extras.contains(extra) },
                            set: { isOn in
                                if isOn { extras.insert(extra) } else { extras.remove(extra) }
                            }
                        )) {
                            HStack {
                                Text(extra.rawValue)
                                Spacer()
                                Text("+\(extra.price.formatted(.currency(code: "USD")))")
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .toggleStyle(CheckboxToggleStyle())
                    }
                }

                TextField("Special instructions", text: $instructions)
                    .textFieldStyle(.roundedBorder)

                HStack(spacing: 20) {
                    quantityButton("minus", disabled: quantity <= 1) { quantity -= 1 }
                    Text("\(quantity)")
                        .font(.title2.monospacedDigit().bold())
                        .frame(minWidth: 30)
                    quantityButton("plus", disabled: quantity >= 10) { quantity += 1 }
                }
                .frame(maxWidth: .infinity)

                Button {
                    basket.add(item, quantity: quantity, size: size.rawValue)
                    dismiss()
                } label: {
                    HStack {
                        Text("Add \(quantity) to basket")
                        Spacer()
                        Text(total, format: .currency(code: "USD"))
                    }
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .tint(.foodOrange)
            }
            .padding()
        }
    }

    private func quantityButton(_ symbol: String, disabled: Bool, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Image(systemName: symbol)
                .font(.headline)
                .frame(width: 44, height: 44)
                .background(Circle().strokeBorder(.secondary, lineWidth: 1))
        }
        .buttonStyle(.plain)
        .disabled(disabled)
        .opacity(disabled ? 0.4 : 1)
    }
}

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 12) {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .foregroundStyle(configuration.isOn ? Color.foodOrange : .secondary)
                    .font(.title3)
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

#Preview {
    MenuItemDetailView(item: Restaurant.samples[0].menu[0].items[0])
        .environment(Basket())
}
