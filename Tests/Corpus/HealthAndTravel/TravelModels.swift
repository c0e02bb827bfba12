import Foundation

struct Airport: Hashable {
    var code: String
    var city: String
}

struct Flight: Hashable, Identifiable {
    var id: String { number }
    var airline: String
    var number: String
    var from: Airport
    var to: Airport
    var departure: Date
    var arrival: Date
    var seat: String
    var gate: String
    var terminal: String
    var boardingGroup: String
    var passenger: String
    var travelClass: String = "Economy"

    var duration: Duration { .seconds(arrival.timeIntervalSince(departure)) }
}

enum EventKind: String, CaseIterable {
    case flight, hotel, activity, food, transport

    var symbol: String {
        switch self {
        case .flight: "airplane"
        case .hotel: "bed.double.fill"
        case .activity: "figure.hiking"
        case .food: "fork.knife"
        case .transport: "tram.fill"
        }
    }
}

struct ItineraryEvent: Identifiable, Hashable {
    let id: Int
    var time: Date
    var title: String
    var location: String
    var kind: EventKind
    var notes: String?
}

struct ItineraryDay: Identifiable, Hashable {
    var id: Date { date }
    var date: Date
    var events: [ItineraryEvent]
}

struct HotelBooking: Hashable {
    var hotelName: String
    var address: String
    var checkIn: Date
    var checkOut: Date
    var roomType: String
    var guests: Int
    var confirmation: String
    var pricePerNight: Decimal
    var phone: String

    var nights: Int {
        Calendar.current.dateComponents([.day], from: checkIn, to: checkOut).day ?? 0
    }

    var total: Decimal { pricePerNight * Decimal(nights) }
}

struct Trip: Identifiable, Hashable {
    let id: Int
    var destination: String
    var country: String
    var startDate: Date
    var endDate: Date
    var emoji: String
    var days: [ItineraryDay]
    var flight: Flight?
    var hotel: HotelBooking?

    var dateRange: Range<Date> { startDate..<endDate }
    var dayCount: Int { days.count }
}

extension Trip {
    static let lisbon = Trip(
        id: 1, destination: "Lisbon", country: "Portugal",
        startDate: .sample(2024, 9, 14), endDate: .sample(2024, 9, 18), emoji: "🇵🇹",
        days: [
            ItineraryDay(date: .sample(2024, 9, 14), events: [
                ItineraryEvent(id: 1, time: .sample(2024, 9, 14, 7, 40), title: "Flight TP 1353", location: "LHR → LIS", kind: .flight),
                ItineraryEvent(id: 2, time: .sample(2024, 9, 14, 12, 0), title: "Check in at Memmo Alfama", location: "Travessa das Merceeiras 27", kind: .hotel),
                ItineraryEvent(id: 3, time: .sample(2024, 9, 14, 19, 30), title: "Dinner at Taberna da Rua", location: "Rua das Flores", kind: .food, notes: "Booked for 2"),
            ]),
            ItineraryDay(date: .sample(2024, 9, 15), events: [
                ItineraryEvent(id: 4, time: .sample(2024, 9, 15, 9, 0), title: "Tram 28", location: "Martim Moniz", kind: .transport),
                ItineraryEvent(id: 5, time: .sample(2024, 9, 15, 11, 0), title: "Castelo de São Jorge", location: "Alfama", kind: .activity),
            ]),
            ItineraryDay(date: .sample(2024, 9, 16), events: [
                ItineraryEvent(id: 6, time: .sample(2024, 9, 16, 10, 0), title: "Day trip to Sintra", location: "Rossio station", kind: .transport, notes: "Train every 20 min"),
            ]),
        ],
        flight: Flight(
            airline: "TAP Air Portugal", number: "TP 1353",
            from: Airport(code: "LHR", city: "London"), to: Airport(code: "LIS", city: "Lisbon"),
            departure: .sample(2024, 9, 14, 7, 40), arrival: .sample(2024, 9, 14, 10, 20),
            seat: "14A", gate: "B32", terminal: "2", boardingGroup: "3", passenger: "Alex Morgan"
        ),
        hotel: HotelBooking(
            hotelName: "Memmo Alfama", address: "Travessa das Merceeiras 27, Lisbon",
            checkIn: .sample(2024, 9, 14, 15), checkOut: .sample(2024, 9, 18, 11),
            roomType: "Deluxe Double, river view", guests: 2, confirmation: "MA-48213-QX",
            pricePerNight: 189, phone: "+351210495660"
        )
    )

    static let kyoto = Trip(id: 2, destination: "Kyoto", country: "Japan",
                            startDate: .sample(2024, 11, 2), endDate: .sample(2024, 11, 9), emoji: "🇯🇵",
                            days: [], flight: nil, hotel: nil)

    static let reykjavik = Trip(id: 3, destination: "Reykjavík", country: "Iceland",
                                startDate: .sample(2025, 2, 10), endDate: .sample(2025, 2, 14), emoji: "🇮🇸",
                                days: [], flight: nil, hotel: nil)

    static let all: [Trip] = [.lisbon, .kyoto, .reykjavik]
}
