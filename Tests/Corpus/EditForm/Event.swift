import Foundation

struct Event: Identifiable, Codable {
    let id: UUID
    var title: String
    var location: String
    var isAllDay: Bool
    var start: Date
    var end: Date
    var alertMinutes: Int
    var guests: Int
    var volume: Double
    var notes: String

    init(id: UUID = UUID(), title: String, location: String = "", isAllDay: Bool = false, start: Date, end: Date,
         alertMinutes: Int = 10, guests: Int = 1, volume: Double = 0.5, notes: String = "") {
        self.id = id
        self.title = title
        self.location = location
        self.isAllDay = isAllDay
        self.start = start
        self.end = end
        self.alertMinutes = alertMinutes
        self.guests = guests
        self.volume = volume
        self.notes = notes
    }
}

extension Event {
    static let sampleData: [Event] = [
        Event(title: "Team offsite",
              location: "Harbor Room",
              start: Date(timeIntervalSince1970: 1_767_690_000),
              end: Date(timeIntervalSince1970: 1_767_697_200),
              alertMinutes: 15,
              guests: 6,
              volume: 0.7),
        Event(title: "",
              isAllDay: true,
              start: Date(timeIntervalSince1970: 1_767_225_600),
              end: Date(timeIntervalSince1970: 1_767_312_000)),
    ]
}
