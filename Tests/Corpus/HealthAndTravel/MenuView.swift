import Trellis

struct MenuView: View {
    let restaurant: Restaurant
    @Environment(Basket.self) private var basket
    @State private var selectedItem: MenuItem?
    @State private var isFavorite = false

    var body: some View {
        List {
            Section {
                header
                    .listRowInsets(EdgeInsets())
                    .listRowBackground(Color.clear)
            }

            ForEach(restaurant.menu) { section in
                Section(section.title) {
                    ForEach(section.items) { item in
                        Button {
                            selectedItem = item
                        } label: {
                            MenuItemRow(item: item)
                        }
                        .buttonStyle(.plain)
                    }
                }
            }
        }
        .listStyle(.plain)
        .navigationTitle(restaurant.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            Button {
                isFavorite.toggle()
            } label: {
                Image(systemName: isFavorite ? "heart.fill" : "heart")
                    .foregroundStyle(isFavorite ? .red : .primary)
            }
        }
        .sheet(item: $selectedItem) { item in
            MenuItemDetailView(item: item)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
                .presentationCornerRadius(24)
        }
        .safeAreaInset(edge: .bottom) {
            if !basket.isEmpty {
                NavigationLink {
                    BasketView()
                } label: {
                    HStack {
                        Text("\(basket.itemCount)")
                            .font(.subheadline.bold())
                            .frame(width: 28, height: 28)
                            .background(.white.opacity(0.25), in: Circle())
                        Spacer()
                        Text("View basket")
                        Spacer()
                        Text(basket.subtotal, format: .currency(code: "USD"))
                    }
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding()
                    .background(Color.foodOrange, in: RoundedRectangle(cornerRadius: 14))
                    .padding(.horizontal)
                }
                .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 16) {
                infoPill(icon: "star.fill", text: restaurant.rating.formatted(.number.precision(.fractionLength(1))))
                infoPill(icon: "clock", text: "\(restaurant.deliveryMinutes.lowerBound)-\(restaurant.deliveryMinutes.upperBound) min")
                infoPill(icon: "bicycle", text: restaurant.deliveryFee.formatted(.currency(code: "USD")))
            }
            Text("Open until 22:00 · \(restaurant.cuisine.rawValue)")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
    }

    private func infoPill(icon: String, text: String) -> some View {
        Label(text, systemImage: icon)
            .font(.footnote.weight(.medium))
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            .background(.quaternary, in: Capsule())
    }
}

struct MenuItemRow: View {
    let item: MenuItem

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 6) {
                    Text(item.name)
                        .font(.headline)
                    if item.isVegetarian {
                        Image(systemName: "leaf.fill")
                            .font(.caption)
                            .foregroundStyle(.green)
                    }
                }
                Text(item.details)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
                HStack {
                    Text(item.price, format: .currency(code: "USD"))
                        .fontWeight(.semibold)
                    if item.isPopular {
                        Text("Popular")
                            .font(.caption2.bold())
                            .textCase(.uppercase)
                            .padding(.horizontal, 6)
                            .padding(.vertical, 2)
                            .background(Color.foodOrange.opacity(0.15), in: Capsule())
                            .foregroundStyle(Color.foodOrange)
                    }
                }
            }
            Spacer()
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.foodOrange.opacity(0.15))
                .frame(width: 84, height: 84)
                .overlay {
                    Image(systemName: item.symbol)
                        .font(.title)
                        .foregroundStyle(Color.foodOrange)
                }
        }
        .padding(.vertical, 6)
        .contentShape(Rectangle())
    }
}

#Preview {
    NavigationStack {
        MenuView(restaurant: Restaurant.samples[0])
    }
    .environment(Basket())
}
