import Trellis

struct ProductPageView: View {
    let product: Product
    @Environment(CartStore.self) private var cart
    @State private var selectedColor = "red"
    @State private var selectedSize: Double = 9
    @State private var addedCount = 0
    @State private var isFavorite = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                ZStack(alignment: .topTrailing) {
                    RoundedRectangle(cornerRadius: 24, style: .continuous)
                        .fill(Color(.secondarySystemBackground))
                        .aspectRatio(1, contentMode: .fit)
                        .overlay {
                            Image(systemName: "shoe.fill")
                                .resizable()
                                .scaledToFit()
                                .padding(60)
                                .foregroundStyle(swatch(selectedColor).gradient)
                                .rotationEffect(.degrees(-12))
                        }
                    Button {
                        isFavorite.toggle()
                    } label: {
                        Image(systemName: isFavorite ? "heart.fill" : "heart")
                            .font(.title3)
                            .foregroundStyle(isFavorite ? .red : .primary)
                            .padding(12)
                            .background(.ultraThinMaterial, in: Circle())
                    }
                    .padding(12)
                }

                VStack(alignment: .leading, spacing: 6) {
                    Text(product.brand.uppercased())
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                        .tracking(1.2)
                    Text(product.name)
                        .font(.largeTitle.bold())
                    HStack(spacing: 4) {
                        RatingView(rating: product.rating)
                        Text("(\(product.reviewCount))")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                }

                PriceTag(price: product.price, originalPrice: product.originalPrice)

                VStack(alignment: .leading, spacing: 10) {
                    Text("Color").font(.headline)
                    HStack(spacing: 12) {
                        ForEach(product.colors, id: \.self) { color in
                            Circle()
                                .fill(swatch(color))
                                .frame(width: 32, height: 32)
                                .overlay {
                                    Circle()
                                        .strokeBorder(Color.primary.opacity(0.15), lineWidth: 1)
                                }
                                .padding(3)
                                .overlay {
                                    if color == selectedColor {
                                        Circle().stroke(Color.accentColor, lineWidth: 2)
                                    }
                                }
                                .onTapGesture { selectedColor = color }
                                .accessibilityAddTraits(color == selectedColor ? [.isButton, .isSelected] : .isButton)
                        }
                    }
                }

                Stepper("Size \(selectedSize, specifier: "%.1f")", value: $selectedSize, in: 6...13, step: 0.5)

                Text(product.summary)
                    .font(.body)
                    .foregroundStyle(.secondary)
                    .lineSpacing(4)
            }
            .padding()
        }
        .safeAreaInset(edge: .bottom) {
            Button {
                cart.add(product)
                addedCount += 1
            } label: {
                Label("Add to Cart", systemImage: "cart.badge.plus")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 16)
                    .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                    .foregroundStyle(.white)
            }
            .padding(.horizontal)
            .padding(.top, 8)
            .background(.thinMaterial)
            .sensoryFeedback(.success, trigger: addedCount)
        }
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                CartButton(count: cart.itemCount)
            }
        }
    }

    private func swatch(_ name: String) -> Color {
        switch name {
        case "red": return .red
        case "black": return .black
        case "white": return .white
        case "olive": return Color(red: 0.5, green: 0.5, blue: 0.2)
        case "blue": return .blue
        default: return .gray
        }
    }
}

struct PriceTag: View {
    let price: Decimal
    var originalPrice: Decimal?

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text(price, format: .currency(code: "USD"))
                .font(.title.weight(.heavy))
                .foregroundStyle(originalPrice == nil ? Color.primary : Color.red)
            if let originalPrice {
                Text(originalPrice, format: .currency(code: "USD"))
                    .font(.title3)
                    .strikethrough(true, color: .secondary)
                    .foregroundStyle(.secondary)
                Text("SALE")
                    .font(.caption2.bold())
                    .padding(.horizontal, 6)
                    .padding(.vertical, 3)
                    .background(.red, in: RoundedRectangle(cornerRadius: 4))
                    .foregroundStyle(.white)
            }
        }
    }
}

#Preview {
    NavigationStack {
        ProductPageView(product: .sneaker)
    }
    .environment(CartStore())
}
