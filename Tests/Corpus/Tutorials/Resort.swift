import Foundation
import Observation

struct Resort: Codable, Hashable, Identifiable {
    let id: String
    let name: String
    let country: String
    let description: String
    let imageCredit: String
    let price: Int
    let size: Int
    let snowDepth: Int
    let elevation: Int
    let runs: Int
    let facilities: [String]

    var facilityTypes: [Facility] {
        facilities.map(Facility.init)
    }

    static let allResorts: [Resort] = {
        let data = Data(resortsJSON.utf8)
        return (try? JSONDecoder().decode([Resort].self, from: data)) ?? []
    }()
    static let example = allResorts[0]

    // resorts.json, cut down.
    static let resortsJSON = """
    [
      { "id": "aspen", "name": "Aspen", "country": "United States", "description": "Aspen has four ski areas in one, connected by a free shuttle.", "imageCredit": "Photo by Ben Cliff", "price": 3, "size": 3, "snowDepth": 150, "elevation": 3417, "runs": 336, "facilities": ["Family", "Cross-country", "Accommodation"] },
      { "id": "chamonix", "name": "Chamonix", "country": "France", "description": "Chamonix sits at the foot of Mont Blanc.", "imageCredit": "Photo by Jean Dupont", "price": 2, "size": 2, "snowDepth": 180, "elevation": 3842, "runs": 170, "facilities": ["Beginners", "Accommodation", "Eco-friendly"] },
      { "id": "niseko", "name": "Niseko", "country": "Japan", "description": "Niseko is famed for its powder.", "imageCredit": "Photo by Aki Tanaka", "price": 2, "size": 2, "snowDepth": 320, "elevation": 1308, "runs": 61, "facilities": ["Family", "Beginners", "Cross-country"] },
      { "id": "whistler", "name": "Whistler Blackcomb", "country": "Canada", "description": "The largest ski resort in North America.", "imageCredit": "Photo by Sam Hill", "price": 3, "size": 3, "snowDepth": 210, "elevation": 2284, "runs": 200, "facilities": ["Family", "Beginners", "Accommodation", "Eco-friendly"] }
    ]
    """
}

struct Facility: Identifiable {
    let id = UUID()
    var name: String

    private let icons = [
        "Accommodation": "house",
        "Beginners": "1.circle",
        "Cross-country": "map",
        "Eco-friendly": "leaf.arrow.circlepath",
        "Family": "person.3"
    ]

    private let descriptions = [
        "Accommodation": "This resort has popular on-site accommodation.",
        "Beginners": "This resort has lots of ski schools.",
        "Cross-country": "This resort has many cross-country ski routes.",
        "Eco-friendly": "This resort has won an award for environmental friendliness.",
        "Family": "This resort is popular with families."
    ]

    var icon: String {
        icons[name] ?? "questionmark"
    }

    var description: String {
        descriptions[name] ?? "Unknown facility"
    }

    init(name: String) {
        self.name = name
    }
}

@Observable
class Favorites {
    private var resorts: Set<String>
    private let key = "Favorites"

    init() {
        resorts = ["niseko"]
    }

    func contains(_ resort: Resort) -> Bool {
        resorts.contains(resort.id)
    }

    func add(_ resort: Resort) {
        resorts.insert(resort.id)
        save()
    }

    func remove(_ resort: Resort) {
        resorts.remove(resort.id)
        save()
    }

    func save() {
        // write out our data
    }
}
