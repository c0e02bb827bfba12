import Foundation

struct Agent: Identifiable, Hashable, Codable {
    let id: UUID
    var name: String
    var agency: String
    var phone: String
    var email: String
    var avatarURL: URL?
    var rating: Double
    var reviewCount: Int
}

enum PropertyType: String, CaseIterable, Identifiable, Codable {
    case house = "House"
    case apartment = "Apartment"
    case condo = "Condo"
    case townhouse = "Townhouse"
    case land = "Land"

    var id: String { rawValue }

    var icon: String {
        switch self {
        case .house: return "house"
        case .apartment: return "building.2"
        case .condo: return "building"
        case .townhouse: return "house.and.flag"
        case .land: return "leaf"
        }
    }
}

struct Amenity: Identifiable, Hashable, Codable {
    var id: String { name }
    let name: String
    let icon: String
}

struct Listing: Identifiable, Hashable, Codable {
    let id: UUID
    var title: String
    var address: String
    var city: String
    var price: Int
    var bedrooms: Int
    var bathrooms: Double
    var squareFeet: Int
    var type: PropertyType
    var photoURLs: [URL]
    var amenities: [Amenity]
    var description: String
    var agent: Agent
    var listedAt: Date
    var isFavorite: Bool = false

    var formattedPrice: String {
        price.formatted(.currency(code: "USD").precision(.fractionLength(0)))
    }

    var pricePerSqft: Int { squareFeet == 0 ? 0 : price / squareFeet }
}

struct ListingFilter: Equatable {
    var minPrice: Double = 100_000
    var maxPrice: Double = 2_000_000
    var minBedrooms: Int = 0
    var minSqft: Double = 0
    var maxSqft: Double = 5_000
    var types: Set<PropertyType> = []
    var mustHavePool = false
    var petsAllowed = false

    static let priceBounds: ClosedRange<Double> = 0...3_000_000
    static let sqftBounds: ClosedRange<Double> = 0...8_000

    func matches(_ listing: Listing) -> Bool {
        Double(listing.price) >= minPrice && Double(listing.price) <= maxPrice
            && listing.bedrooms >= minBedrooms
            && Double(listing.squareFeet) >= minSqft && Double(listing.squareFeet) <= maxSqft
            && (types.isEmpty || types.contains(listing.type))
    }
}

extension Agent {
    static let sample = Agent(id: UUID(uuidString: "8A1F0A52-1C2B-4B7E-9D31-4F1E9B7C0001")!, name: "Dana Whitfield", agency: "Harbor & Pine Realty", phone: "(415) 555-0142", email: "dana@harborpine.com", avatarURL: URL(string: "https://example.com/agents/dana.jpg"), rating: 4.8, reviewCount: 126)
}

extension Amenity {
    static let all: [Amenity] = [
        Amenity(name: "Pool", icon: "figure.pool.swim"),
        Amenity(name: "Garage", icon: "car"),
        Amenity(name: "Wi‑Fi", icon: "wifi"),
        Amenity(name: "Air conditioning", icon: "snowflake"),
        Amenity(name: "Washer", icon: "washer"),
        Amenity(name: "Gym", icon: "dumbbell"),
        Amenity(name: "Fireplace", icon: "flame"),
        Amenity(name: "Garden", icon: "leaf"),
        Amenity(name: "Pets allowed", icon: "pawprint"),
    ]
}

extension Listing {
    static let samples: [Listing] = [
        Listing(id: UUID(uuidString: "8A1F0A52-1C2B-4B7E-9D31-4F1E9B7C1001")!, title: "Sunny craftsman with garden", address: "1432 Alder St", city: "Oakland, CA", price: 1_125_000, bedrooms: 3, bathrooms: 2, squareFeet: 1_840, type: .house, photoURLs: [URL(string: "https://example.com/l/1a.jpg")!, URL(string: "https://example.com/l/1b.jpg")!, URL(string: "https://example.com/l/1c.jpg")!], amenities: Array(Amenity.all.prefix(6)), description: "A restored 1920s craftsman on a quiet tree-lined street. Original built-ins, a chef's kitchen and a deep backyard with raised beds.", agent: .sample, listedAt: Date(timeIntervalSince1970: 1_700_000_000)),
        Listing(id: UUID(uuidString: "8A1F0A52-1C2B-4B7E-9D31-4F1E9B7C1002")!, title: "Modern loft near the park", address: "88 King St #504", city: "San Francisco, CA", price: 849_000, bedrooms: 1, bathrooms: 1, squareFeet: 920, type: .apartment, photoURLs: [URL(string: "https://example.com/l/2a.jpg")!], amenities: [Amenity.all[2], Amenity.all[3], Amenity.all[5]], description: "Double-height ceilings, polished concrete floors and views of the bay.", agent: .sample, listedAt: Date(timeIntervalSince1970: 1_700_400_000), isFavorite: true),
        Listing(id: UUID(uuidString: "8A1F0A52-1C2B-4B7E-9D31-4F1E9B7C1003")!, title: "Hillside townhouse", address: "27 Vista Ct", city: "Berkeley, CA", price: 1_390_000, bedrooms: 4, bathrooms: 3.5, squareFeet: 2_410, type: .townhouse, photoURLs: [], amenities: Array(Amenity.all.suffix(4)), description: "Three levels, two decks and a two-car garage.", agent: .sample, listedAt: Date(timeIntervalSince1970: 1_699_000_000)),
    ]
}
