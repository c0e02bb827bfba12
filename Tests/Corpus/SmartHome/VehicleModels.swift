import Foundation

struct Vehicle: Identifiable, Equatable {
    let id = UUID()
    var name: String
    var model: String
    var batteryLevel: Double
    var rangeKilometers: Int
    var isCharging: Bool
    var chargeLimit: Double
    var isLocked: Bool
    var cabinTemperature: Double
    var climateOn: Bool
    var odometer: Int
    var tirePressures: [Double]

    static let preview = Vehicle(name: "Volt", model: "Model 3 Long Range", batteryLevel: 0.68, rangeKilometers: 342, isCharging: true,
                                 chargeLimit: 0.8, isLocked: true, cabinTemperature: 21, climateOn: false, odometer: 23_418,
                                 tirePressures: [2.9, 2.9, 2.8, 3.0])

    var minutesToLimit: Int {
        guard isCharging, batteryLevel < chargeLimit else { return 0 }
        return Int((chargeLimit - batteryLevel) * 100 * 4.5)
    }
}
