import Foundation

enum ThermostatMode: String, CaseIterable, Identifiable, Codable {
    case off = "Off"
    case heat = "Heat"
    case cool = "Cool"
    case auto = "Auto"

    var id: Self { self }

    var symbol: String {
        switch self {
        case .off: return "power"
        case .heat: return "flame.fill"
        case .cool: return "snowflake"
        case .auto: return "arrow.triangle.2.circlepath"
        }
    }
}

enum FanSpeed: Int, CaseIterable, Identifiable, Codable {
    case auto = 0, low, medium, high
    var id: Int { rawValue }
    var label: String {
        switch self {
        case .auto: return "Auto"
        case .low: return "Low"
        case .medium: return "Medium"
        case .high: return "High"
        }
    }
}

struct ThermostatState: Equatable, Codable {
    var currentTemperature: Double
    var targetTemperature: Double
    var humidity: Int
    var mode: ThermostatMode
    var fanSpeed: FanSpeed
    var isEcoEnabled: Bool

    static let range: ClosedRange<Double> = 10...30

    var isHeating: Bool { mode == .heat && currentTemperature < targetTemperature }
    var isCooling: Bool { mode == .cool && currentTemperature > targetTemperature }

    var statusLine: String {
        if mode == .off { return "Off" }
        if isHeating { return "Heating to \(Int(targetTemperature))°" }
        if isCooling { return "Cooling to \(Int(targetTemperature))°" }
        return "Holding at \(Int(targetTemperature))°"
    }

    static let preview = ThermostatState(currentTemperature: 19.5, targetTemperature: 22, humidity: 45, mode: .heat, fanSpeed: .auto, isEcoEnabled: false)
}
