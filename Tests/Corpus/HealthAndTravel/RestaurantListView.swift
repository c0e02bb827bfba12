import Trellis

struct RestaurantListView: View {
    @State private var basket = Basket()
    @State private var searchText = ""
    @State private var cuisine: Cuisine = .all
    @State private var sortByRating = false
    @State private var showingBasket = false

    let restaurants: [Restaurant]

    private var visible: [Restaurant] {
        var result = restaurants.filter { cuisine == .all || $0.cuisine == cuisine }
        if !searchText.isEmpty {
            result = result.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
        }
        if sortByRating {
            result.sort { $0.rating > $1.rating }
        }
        return result
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    categoryBar

                    promoBanner

                    Text("\(visible.count) restaurants near you")
                        .font(.title3.bold())

                    LazyVStack(spacing: 24) {
                        ForEach(visible) { restaurant in
                            NavigationLink(value: restaurant) {
                                RestaurantCard(restaurant: restaurant)
                            }
                            .buttonStyle(.plain)
                        }
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Delivery")
            .navigationDestination(for: Restaurant.self) { restaurant in
                MenuView(restaurant: restaurant)
            }
            .searchable(text: $searchText, prompt: "Restaurants and dishes")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu {
                        Toggle("Sort by rating", isOn: $sortByRating)
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showingBasket = true
                    } label: {
                        Image(systemName: "bag")
                            .overlay(alignment: .topTrailing) {
                                if basket.itemCount > 0 {
                                    Text("\(basket.itemCount)")
                                        .font(.caption2.bold())
                                        .foregroundStyle(.white)
                                        .padding(4)
                                        .background(Color.red, in: Circle())
                                        .offset(x: 8, y: -8)
                                }
                            }
                    }
                }
            }
            .sheet(isPresented: $showingBasket) {
                NavigationStack {
                    BasketView()
                }
                .presentationDetents([.large])
            }
        }
        .environment(basket)
    }

    private var categoryBar: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 10) {
                ForEach(Cuisine.allCases) { item in
                    Button {
                        withAnimation(.snappy) { cuisine = item }
                    } label: {
                        Label(item.rawValue, systemImage: item.symbol)
                            .font(.subheadline.weight(.medium))
                            .padding(.horizontal, 14)
                            .padding(.vertical, 8)
                            .background(
                                Capsule().fill(cuisine == item ? Color.foodOrange : Color(.systemGray6))
                            )
                            .foregroundStyle(cuisine == item ? .white : .primary)
                    }
                    .buttonStyle(.plain)
                }
            }
        }
    }

    private var promoBanner: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text("20% off your first order")
                    .font(.headline)
                Text("Use code HELLO20 at checkout")
                    .font(.subheadline)
                    .opacity(0.85)
            }
            Spacer()
            Image(systemName: "gift.fill")
                .font(.largeTitle)
        }
        .foregroundStyle(.white)
        .padding()
        .background(.sunrise, in: RoundedRectangle(cornerRadius: 16))
    }
}

#Preview {
    RestaurantListView(restaurants: Restaurant.samples)
}
