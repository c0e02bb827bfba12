import Foundation

enum AccessoryKind: String, Codable, CaseIterable, Identifiable {
    case light, outlet, fan, lock, blinds, speaker, sensor, thermostat, camera

    var id: String { rawValue }

    var symbolName: String {
        switch self {
        case .light: return "lightbulb.fill"
        case .outlet: return "poweroutlet.type.b.fill"
        case .fan: return "fan.fill"
        case .lock: return "lock.fill"
        case .blinds: return "blinds.horizontal.closed"
        case .speaker: return "hifispeaker.fill"
        case .sensor: return "sensor.fill"
        case .thermostat: return "thermometer.medium"
        case .camera: return "video.fill"
        }
    }

    var displayName: String {
        rawValue.capitalized
    }
}

struct Accessory: Identifiable, Hashable, Codable {
    let id: UUID
    var name: String
    var kind: AccessoryKind
    var isOn: Bool
    var brightness: Double
    var colorTemperature: Double
    var isReachable: Bool
    var roomID: UUID?

    init(id: UUID = UUID(), name: String, kind: AccessoryKind, isOn: Bool = false,
         brightness: Double = 1.0, colorTemperature: Double = 4000, isReachable: Bool = true, roomID: UUID? = nil) {
        self.id = id
        self.name = name
        self.kind = kind
        self.isOn = isOn
        self.brightness = brightness
        self.colorTemperature = colorTemperature
        self.isReachable = isReachable
        self.roomID = roomID
    }

    var statusText: String {
        guard isReachable else { return "No Response" }
        switch kind {
        case .light:
            return isOn ? "\(Int(brightness * 100))%" : "Off"
        case .lock:
            return isOn ? "Locked" : "Unlocked"
        case .blinds:
            return isOn ? "Open" : "Closed"
        case .sensor:
            return "Clear"
        default:
            return isOn ? "On" : "Off"
        }
    }
}

struct Room: Identifiable, Hashable, Codable {
    let id: UUID
    var name: String
    var symbol: String
    var accessories: [Accessory]
    var temperature: Double?
    var humidity: Int?

    init(id: UUID = UUID(), name: String, symbol: String, accessories: [Accessory], temperature: Double? = nil, humidity: Int? = nil) {
        self.id = id
        self.name = name
        self.symbol = symbol
        self.accessories = accessories
        self.temperature = temperature
        self.humidity = humidity
    }

    var activeCount: Int {
        accessories.filter { $0.isOn && $0.kind != .lock && $0.kind != .sensor }.count
    }
}

struct HomeScene: Identifiable, Hashable, Codable {
    let id: UUID
    var name: String
    var symbol: String
    var colorName: String
    var isFavorite: Bool

    init(id: UUID = UUID(), name: String, symbol: String, colorName: String, isFavorite: Bool = true) {
        self.id = id
        self.name = name
        self.symbol = symbol
        self.colorName = colorName
        self.isFavorite = isFavorite
    }
}

extension Room {
    static let samples: [Room] = [
        Room(name: "Living Room", symbol: "sofa.fill", accessories: [
            Accessory(name: "Ceiling Light", kind: .light, isOn: true, brightness: 0.8),
            Accessory(name: "Floor Lamp", kind: .light, isOn: false, brightness: 0.4, colorTemperature: 2700),
            Accessory(name: "HomePod", kind: .speaker, isOn: true),
            Accessory(name: "Blinds", kind: .blinds, isOn: true),
            Accessory(name: "Air Purifier", kind: .fan, isOn: false),
            Accessory(name: "TV Outlet", kind: .outlet, isOn: true, isReachable: false),
        ], temperature: 21.5, humidity: 42),
        Room(name: "Kitchen", symbol: "refrigerator.fill", accessories: [
            Accessory(name: "Pendants", kind: .light, isOn: true, brightness: 1.0, colorTemperature: 5000),
            Accessory(name: "Coffee Maker", kind: .outlet, isOn: false),
            Accessory(name: "Leak Sensor", kind: .sensor, isOn: true),
        ], temperature: 22.0, humidity: 48),
        Room(name: "Bedroom", symbol: "bed.double.fill", accessories: [
            Accessory(name: "Bedside Lamp", kind: .light, isOn: false, brightness: 0.25, colorTemperature: 2200),
            Accessory(name: "Ceiling Fan", kind: .fan, isOn: true),
        ], temperature: 19.0, humidity: 51),
        Room(name: "Entrance", symbol: "door.left.hand.closed", accessories: [
            Accessory(name: "Front Door", kind: .lock, isOn: true),
            Accessory(name: "Porch Light", kind: .light, isOn: true, brightness: 0.6),
            Accessory(name: "Doorbell", kind: .camera, isOn: true),
        ]),
    ]
}

extension HomeScene {
    static let samples: [HomeScene] = [
        HomeScene(name: "Good Morning", symbol: "sun.max.fill", colorName: "orange"),
        HomeScene(name: "Leave Home", symbol: "figure.walk", colorName: "blue"),
        HomeScene(name: "Movie Night", symbol: "film.fill", colorName: "purple"),
        HomeScene(name: "Good Night", symbol: "moon.stars.fill", colorName: "indigo"),
        HomeScene(name: "Dinner", symbol: "fork.knife", colorName: "pink", isFavorite: false),
    ]
}
