import Foundation

enum Weekday: Int, CaseIterable, Identifiable, Codable, Comparable {
    case sunday = 1, monday, tuesday, wednesday, thursday, friday, saturday

    var id: Int { rawValue }

    var shortName: String {
        ["S", "M", "T", "W", "T", "F", "S"][rawValue - 1]
    }

    var name: String {
        ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][rawValue - 1]
    }

    static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}

enum AutomationTrigger: String, CaseIterable, Identifiable, Codable {
    case timeOfDay = "A Time of Day Occurs"
    case peopleArrive = "People Arrive"
    case peopleLeave = "People Leave"
    case sensorDetects = "A Sensor Detects Something"
    case accessoryControlled = "An Accessory is Controlled"

    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .timeOfDay: return "clock.fill"
        case .peopleArrive: return "house.and.flag.fill"
        case .peopleLeave: return "figure.walk.departure"
        case .sensorDetects: return "sensor.fill"
        case .accessoryControlled: return "switch.2"
        }
    }
}

struct Automation: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var trigger: AutomationTrigger
    var time: Date
    var days: Set<Weekday>
    var sceneName: String
    var isEnabled: Bool
    var notifyWhenRun: Bool = false

    var summary: String {
        if trigger == .timeOfDay {
            if days.count == 7 { return "Every day" }
            if days == [.saturday, .sunday] { return "Weekends" }
            return days.sorted().map { $0.name.prefix(3) }.joined(separator: ", ")
        }
        return trigger.rawValue
    }

    static let samples: [Automation] = [
        Automation(name: "Wake Up", trigger: .timeOfDay, time: Date(timeIntervalSince1970: 6 * 3600 + 30 * 60), days: [.monday, .tuesday, .wednesday, .thursday, .friday], sceneName: "Good Morning", isEnabled: true),
        Automation(name: "Lights Out", trigger: .timeOfDay, time: Date(timeIntervalSince1970: 23 * 3600), days: Set(Weekday.allCases), sceneName: "Good Night", isEnabled: true),
        Automation(name: "Welcome Home", trigger: .peopleArrive, time: .distantPast, days: [], sceneName: "Arrive Home", isEnabled: false),
        Automation(name: "Weekend Blinds", trigger: .timeOfDay, time: Date(timeIntervalSince1970: 9 * 3600), days: [.saturday, .sunday], sceneName: "Open Blinds", isEnabled: true),
    ]
}
