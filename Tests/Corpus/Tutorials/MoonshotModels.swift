import Foundation

struct Astronaut: Codable, Identifiable, Hashable {
    let id: String
    let name: String
    let description: String
}

struct Mission: Codable, Identifiable, Hashable {
    struct CrewRole: Codable, Hashable {
        let name: String
        let role: String
    }

    let id: Int
    let launchDate: Date?
    let crew: [CrewRole]
    let description: String

    var displayName: String {
        "Apollo \(id)"
    }

    var image: String {
        "apollo\(id)"
    }

    var formattedLaunchDate: String {
        launchDate?.formatted(date: .abbreviated, time: .omitted) ?? "N/A"
    }
}

// astronauts.json and missions.json, cut down; the app ships them in its bundle.
enum MoonshotData {
    static let astronautsJSON = """
    {
        "armstrong": { "id": "armstrong", "name": "Neil A. Armstrong", "description": "Neil Alden Armstrong was an American astronaut and aeronautical engineer who was the first person to walk on the Moon." },
        "aldrin": { "id": "aldrin", "name": "Edwin \\"Buzz\\" Aldrin", "description": "Buzz Aldrin is an American former astronaut, engineer and fighter pilot." },
        "collins": { "id": "collins", "name": "Michael Collins", "description": "Michael Collins was an American astronaut who flew the Apollo 11 command module Columbia around the Moon." },
        "grissom": { "id": "grissom", "name": "Virgil I. \\"Gus\\" Grissom", "description": "Virgil Ivan \\"Gus\\" Grissom was one of the seven original NASA Project Mercury astronauts." },
        "white": { "id": "white", "name": "Edward H. White II", "description": "Edward Higgins White II was an American aeronautical engineer, U.S. Air Force officer, test pilot, and NASA astronaut." },
        "chaffee": { "id": "chaffee", "name": "Roger B. Chaffee", "description": "Roger Bruce Chaffee was an American naval officer and aviator, aeronautical engineer, and NASA astronaut." },
        "lovell": { "id": "lovell", "name": "James A. Lovell Jr.", "description": "James Arthur Lovell Jr. is a former NASA astronaut, Naval Aviator, and retired Navy captain." }
    }
    """

    static let missionsJSON = """
    [
        { "id": 1, "crew": [ { "name": "grissom", "role": "Command Pilot" }, { "name": "white", "role": "Senior Pilot" }, { "name": "chaffee", "role": "Pilot" } ], "description": "Apollo 1, initially designated AS-204, was the first crewed mission of the Apollo program." },
        { "id": 8, "launchDate": "1968-12-21", "crew": [ { "name": "lovell", "role": "Command Module Pilot" } ], "description": "Apollo 8 was the first crewed spacecraft to leave low Earth orbit and reach the Moon." },
        { "id": 11, "launchDate": "1969-07-16", "crew": [ { "name": "armstrong", "role": "Commander" }, { "name": "collins", "role": "Command Module Pilot" }, { "name": "aldrin", "role": "Lunar Module Pilot" } ], "description": "Apollo 11 was the spaceflight that first landed humans on the Moon." },
        { "id": 13, "launchDate": "1970-04-11", "crew": [ { "name": "lovell", "role": "Commander" } ], "description": "Apollo 13 was the seventh crewed mission in the Apollo space program and the third meant to land on the Moon." }
    ]
    """
}

extension Bundle {
    func decode<T: Codable>(_ file: String) -> T {
        let json: String
        switch file {
        case "astronauts.json": json = MoonshotData.astronautsJSON
        case "missions.json": json = MoonshotData.missionsJSON
        default: fatalError("Failed to locate \(file) in bundle.")
        }
        let data = Data(json.utf8)

        let decoder = JSONDecoder()
        let formatter = DateFormatter()
        formatter.dateFormat = "y-MM-dd"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        decoder.dateDecodingStrategy = .formatted(formatter)

        do {
            return try decoder.decode(T.self, from: data)
        } catch DecodingError.keyNotFound(let key, let context) {
            fatalError("Failed to decode \(file) from bundle due to missing key '\(key.stringValue)' – \(context.debugDescription)")
        } catch DecodingError.typeMismatch(_, let context) {
            fatalError("Failed to decode \(file) from bundle due to type mismatch – \(context.debugDescription)")
        } catch {
            fatalError("Failed to decode \(file) from bundle: \(error.localizedDescription)")
        }
    }
}
