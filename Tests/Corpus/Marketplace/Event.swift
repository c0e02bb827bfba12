import Foundation

struct Venue: Hashable, Codable {
    var name: String
    var city: String
}

struct Event: Identifiable, Hashable, Codable {
    let id: UUID
    var name: String
    var artist: String
    var date: Date
    var venue: Venue
    var category: Category
    var imageURL: URL?
    var priceFrom: Decimal
    var isSoldOut = false

    enum Category: String, Codable, CaseIterable {
        case concert, sports, theater, comedy, festival

        var symbol: String {
            switch self {
            case .concert: "music.mic"
            case .sports: "sportscourt"
            case .theater: "theatermasks"
            case .comedy: "face.smiling"
            case .festival: "sparkles"
            }
        }
    }
}

struct Seat: Identifiable, Hashable {
    var id: String { "\(row)\(number)" }
    let row: String
    let number: Int
    var isTaken: Bool
    var tier: Tier

    enum Tier: String { case standard, premium, accessible }
}

struct Ticket: Identifiable, Hashable {
    let id: UUID
    var event: Event
    var section: String
    var row: String
    var seat: Int
    var holder: String
    var barcode: String
}

extension Event {
    static let samples: [Event] = {
        let base = Date(timeIntervalSince1970: 1_717_000_000)
        return [
            Event(id: UUID(uuidString: "0E0E0E0E-0000-4000-8000-000000000001")!, name: "Midnight Echoes Tour", artist: "The Lanterns", date: base, venue: Venue(name: "Fox Theater", city: "Oakland"), category: .concert, imageURL: URL(string: "https://example.com/e/1.jpg"), priceFrom: 45),
            Event(id: UUID(uuidString: "0E0E0E0E-0000-4000-8000-000000000002")!, name: "Warriors vs. Lakers", artist: "NBA", date: base.addingTimeInterval(86_400), venue: Venue(name: "Chase Center", city: "San Francisco"), category: .sports, imageURL: nil, priceFrom: 120),
            Event(id: UUID(uuidString: "0E0E0E0E-0000-4000-8000-000000000003")!, name: "Hamilton", artist: "Broadway SF", date: base.addingTimeInterval(86_400), venue: Venue(name: "Orpheum", city: "San Francisco"), category: .theater, imageURL: nil, priceFrom: 89, isSoldOut: true),
            Event(id: UUID(uuidString: "0E0E0E0E-0000-4000-8000-000000000004")!, name: "Open Mic Night", artist: "Various", date: base.addingTimeInterval(3 * 86_400), venue: Venue(name: "Punch Line", city: "San Francisco"), category: .comedy, imageURL: nil, priceFrom: 20),
        ]
    }()
}

extension Ticket {
    static let sample = Ticket(id: UUID(uuidString: "0E0E0E0E-0000-4000-8000-0000000000A1")!, event: Event.samples[0], section: "Orchestra", row: "F", seat: 12, holder: "Sam Rivera", barcode: "TLX-4471-9920-318")
}

extension Seat {
    static func grid(rows: Int = 8, perRow: Int = 10) -> [Seat] {
        let letters = Array("ABCDEFGHIJKL").prefix(rows)
        var seats: [Seat] = []
        for (r, letter) in letters.enumerated() {
            for n in 1...perRow {
                let taken = (r * 7 + n * 3) % 5 == 0
                let tier: Tier = r < 2 ? .premium : (n == 1 || n == perRow ? .accessible : .standard)
                seats.append(Seat(row: String(letter), number: n, isTaken: taken, tier: tier))
            }
        }
        return seats
    }
}
