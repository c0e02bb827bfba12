import Foundation

struct EnergyReading: Identifiable, Hashable {
    var id: String { label }
    let label: String
    let kilowattHours: Double
    let solarKilowattHours: Double
}

enum EnergyPeriod: String, CaseIterable, Identifiable {
    case day = "Day"
    case week = "Week"
    case month = "Month"
    var id: String { rawValue }
}

struct DeviceConsumption: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let symbol: String
    let kilowattHours: Double
    let share: Double
}

enum EnergyData {
    static let week: [EnergyReading] = [
        EnergyReading(label: "Mon", kilowattHours: 12.4, solarKilowattHours: 5.1),
        EnergyReading(label: "Tue", kilowattHours: 9.8, solarKilowattHours: 6.3),
        EnergyReading(label: "Wed", kilowattHours: 14.2, solarKilowattHours: 2.0),
        EnergyReading(label: "Thu", kilowattHours: 11.0, solarKilowattHours: 4.4),
        EnergyReading(label: "Fri", kilowattHours: 16.7, solarKilowattHours: 7.9),
        EnergyReading(label: "Sat", kilowattHours: 18.1, solarKilowattHours: 8.2),
        EnergyReading(label: "Sun", kilowattHours: 13.5, solarKilowattHours: 6.0),
    ]

    static let day: [EnergyReading] = (0..<12).map { index in
        let hour = index * 2
        let load = [0.4, 0.3, 0.3, 0.9, 1.6, 1.2, 1.0, 1.1, 1.8, 2.4, 1.9, 0.8][index]
        let solar = [0, 0, 0, 0.2, 0.9, 1.6, 1.9, 1.4, 0.6, 0, 0, 0][index]
        return EnergyReading(label: String(format: "%02d", hour), kilowattHours: load, solarKilowattHours: solar)
    }

    static let topDevices: [DeviceConsumption] = [
        DeviceConsumption(name: "Heat Pump", symbol: "heat.waves", kilowattHours: 38.2, share: 0.41),
        DeviceConsumption(name: "EV Charger", symbol: "ev.charger.fill", kilowattHours: 27.5, share: 0.29),
        DeviceConsumption(name: "Dishwasher", symbol: "dishwasher.fill", kilowattHours: 8.1, share: 0.09),
        DeviceConsumption(name: "Lighting", symbol: "lightbulb.2.fill", kilowattHours: 5.4, share: 0.06),
    ]
}
