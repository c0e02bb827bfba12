import Foundation

enum CameraStatus: String, Codable {
    case live, recording, offline, motion

    var label: String {
        switch self {
        case .live: return "Live"
        case .recording: return "REC"
        case .offline: return "Offline"
        case .motion: return "Motion"
        }
    }
}

struct SecurityCamera: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var location: String
    var status: CameraStatus
    var lastEvent: Date?
    var batteryLevel: Int?
    var isNightVision: Bool = false

    static let samples: [SecurityCamera] = [
        SecurityCamera(name: "Front Door", location: "Entrance", status: .live, lastEvent: Date(timeIntervalSince1970: 1_760_000_000), batteryLevel: 82),
        SecurityCamera(name: "Driveway", location: "Outside", status: .motion, lastEvent: Date(timeIntervalSince1970: 1_760_003_600)),
        SecurityCamera(name: "Backyard", location: "Garden", status: .recording, lastEvent: nil, batteryLevel: 15, isNightVision: true),
        SecurityCamera(name: "Garage", location: "Garage", status: .offline, lastEvent: Date(timeIntervalSince1970: 1_759_900_000)),
    ]
}

struct CameraEvent: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var time: Date
    var symbol: String

    static let samples: [CameraEvent] = [
        CameraEvent(title: "Person detected", time: Date(timeIntervalSince1970: 1_760_003_600), symbol: "figure.walk"),
        CameraEvent(title: "Package detected", time: Date(timeIntervalSince1970: 1_760_001_000), symbol: "shippingbox.fill"),
        CameraEvent(title: "Vehicle detected", time: Date(timeIntervalSince1970: 1_759_990_000), symbol: "car.fill"),
    ]
}
