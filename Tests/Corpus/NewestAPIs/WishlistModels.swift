import Foundation
import Observation

enum Continent: String, CaseIterable, Identifiable, Codable {
    case europe = "Europe"
    case asia = "Asia"
    case americas = "Americas"
    case africa = "Africa"
    case oceania = "Oceania"

    var id: String { rawValue }
}

struct Destination: Identifiable, Hashable, Codable {
    var id = UUID()
    var city: String
    var country: String
    var continent: Continent
    var blurb: String
    var bestMonths: String
    var estimatedBudget: Int
    var priority: Int
    var visited = false
    var palette: [String]
}

@Observable
final class Wishlist {
    var destinations: [Destination]
    var showVisited = true

    init(destinations: [Destination] = Destination.samples) {
        self.destinations = destinations
    }

    var upcoming: [Destination] {
        destinations.filter { showVisited || !$0.visited }.sorted { $0.priority > $1.priority }
    }

    var totalBudget: Int {
        destinations.filter { !$0.visited }.map(\.estimatedBudget).reduce(0, +)
    }
}

extension Destination {
    static let samples: [Destination] = [
        Destination(city: "Kyoto", country: "Japan", continent: .asia, blurb: "Temples, tea houses and autumn leaves.", bestMonths: "Oct – Nov", estimatedBudget: 3_200, priority: 5, palette: ["red", "orange"]),
        Destination(city: "Reykjavík", country: "Iceland", continent: .europe, blurb: "Northern lights and geothermal pools.", bestMonths: "Feb – Mar", estimatedBudget: 2_400, priority: 4, palette: ["teal", "indigo"]),
        Destination(city: "Oaxaca", country: "Mexico", continent: .americas, blurb: "Mezcal, mole and Día de Muertos.", bestMonths: "Oct – Nov", estimatedBudget: 1_600, priority: 4, palette: ["pink", "yellow"]),
        Destination(city: "Cape Town", country: "South Africa", continent: .africa, blurb: "Table Mountain and the Cape peninsula.", bestMonths: "Nov – Mar", estimatedBudget: 2_100, priority: 3, visited: true, palette: ["blue", "green"]),
        Destination(city: "Queenstown", country: "New Zealand", continent: .oceania, blurb: "Lakes, peaks and too much adrenaline.", bestMonths: "Dec – Feb", estimatedBudget: 3_800, priority: 2, palette: ["mint", "cyan"]),
    ]
}
