import Trellis

enum Amenity: String, CaseIterable, Identifiable, Hashable {
    case wifi = "Free Wi-Fi"
    case pool = "Pool"
    case breakfast = "Breakfast included"
    case parking = "Parking"
    case gym = "Fitness center"
    case pets = "Pets allowed"

    var id: Self { self }

    var symbol: String {
        switch self {
        case .wifi: "wifi"
        case .pool: "figure.pool.swim"
        case .breakfast: "cup.and.saucer.fill"
        case .parking: "car.fill"
        case .gym: "dumbbell.fill"
        case .pets: "pawprint.fill"
        }
    }
}

struct Hotel: Identifiable, Hashable {
    let id: Int
    var name: String
    var neighborhood: String
    var stars: Int
    var guestRating: Double
    var pricePerNight: Decimal
    var amenities: Set<Amenity>
    var distanceToCenter: Measurement<UnitLength>
}

struct HotelFilters: Equatable {
    var maxPrice: Double = 400
    var minStars = 1
    var amenities: Set<Amenity> = []
    var sort: SortOrder = .recommended
    var freeCancellation = false

    enum SortOrder: String, CaseIterable, Identifiable {
        case recommended = "Recommended"
        case priceLow = "Price: low to high"
        case rating = "Guest rating"
        var id: Self { self }
    }

    func matches(_ hotel: Hotel) -> Bool {
        NSDecimalNumber(decimal: hotel.pricePerNight).doubleValue <= maxPrice
            && hotel.stars >= minStars
            && amenities.isSubset(of: hotel.amenities)
    }
}

extension Hotel {
    static let samples: [Hotel] = [
        Hotel(id: 1, name: "Hotel Avenida", neighborhood: "Baixa", stars: 4, guestRating: 8.7, pricePerNight: 164,
              amenities: [.wifi, .breakfast, .gym], distanceToCenter: .init(value: 0.4, unit: .kilometers)),
        Hotel(id: 2, name: "Casa do Rio", neighborhood: "Cais do Sodré", stars: 3, guestRating: 9.1, pricePerNight: 118,
              amenities: [.wifi, .pets], distanceToCenter: .init(value: 1.1, unit: .kilometers)),
        Hotel(id: 3, name: "Palácio Belém", neighborhood: "Belém", stars: 5, guestRating: 9.4, pricePerNight: 389,
              amenities: [.wifi, .pool, .breakfast, .parking, .gym], distanceToCenter: .init(value: 6.2, unit: .kilometers)),
        Hotel(id: 4, name: "Lx Hostel", neighborhood: "Bairro Alto", stars: 2, guestRating: 8.2, pricePerNight: 42,
              amenities: [.wifi], distanceToCenter: .init(value: 0.9, unit: .kilometers)),
    ]
}

struct HotelSearchView: View {
    @State private var query = ""
    @State private var filters = HotelFilters()
    @State private var showingFilters = false
    @State private var favorites: Set<Int> = [3]

    private var results: [Hotel] {
        var hotels = Hotel.samples.filter(filters.matches)
        if !query.isEmpty {
            hotels = hotels.filter { $0.name.localizedCaseInsensitiveContains(query) || $0.neighborhood.localizedCaseInsensitiveContains(query) }
        }
        switch filters.sort {
        case .recommended: break
        case .priceLow: hotels.sort { $0.pricePerNight < $1.pricePerNight }
        case .rating: hotels.sort { $0.guestRating > $1.guestRating }
        }
        return hotels
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(results) { hotel in
                        HotelRow(hotel: hotel, isFavorite: favorites.contains(hotel.id))
                            .swipeActions(edge: .leading) {
                                Button {
                                    if favorites.contains(hotel.id) { favorites.remove(hotel.id) } else { favorites.insert(hotel.id) }
                                } label: {
                                    Label("Favorite", systemImage: "heart")
                                }
                                .tint(.pink)
                            }
                    }
                } header: {
                    Text("\(results.count) stays · Lisbon · 14–18 Sep")
                        .textCase(nil)
                }
            }
            .listStyle(.plain)
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Hotel or neighborhood")
            .navigationTitle("Stays")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showingFilters.toggle()
                    } label: {
                        Label("Filters", systemImage: filters == HotelFilters() ? "line.3.horizontal.decrease.circle" : "line.3.horizontal.decrease.circle.fill")
                    }
                }
            }
            .sheet(isPresented: $showingFilters) {
                HotelFiltersView(filters: $filters)
                    .presentationDetents([.fraction(0.7), .large])
                    .presentationBackground(.regularMaterial)
            }
        }
    }
}

private struct HotelRow: View {
    let hotel: Hotel
    let isFavorite: Bool

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 12)
                .fill(.ocean)
                .frame(width: 96, height: 96)
                .overlay {
                    Image(systemName: "building.2.fill")
                        .font(.title)
                        .foregroundStyle(.white)
                }
                .overlay(alignment: .topTrailing) {
                    if isFavorite {
                        Image(systemName: "heart.fill")
                            .foregroundStyle(.pink)
                            .padding(6)
                    }
                }

            VStack(alignment: .leading, spacing: 4) {
                Text(hotel.name)
                    .font(.headline)
                Text(String(repeating: "★", count: hotel.stars))
                    .font(.caption)
                    .foregroundStyle(.orange)
                Text("\(hotel.neighborhood) · \(hotel.distanceToCenter.formatted(.measurement(width: .abbreviated, usage: .road))) from center")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                HStack(spacing: 6) {
                    Text(hotel.guestRating, format: .number.precision(.fractionLength(1)))
                        .font(.caption.bold())
                        .foregroundStyle(.white)
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .background(.blue, in: RoundedRectangle(cornerRadius: 4))
                    Text(hotel.guestRating >= 9 ? "Superb" : "Very good")
                        .font(.caption)
                }
                HStack(alignment: .firstTextBaseline) {
                    Spacer()
                    Text(hotel.pricePerNight, format: .currency(code: "EUR").precision(.fractionLength(0)))
                        .font(.title3.bold())
                    Text("/ night")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding(.vertical, 4)
    }
}

#Preview {
    HotelSearchView()
}
