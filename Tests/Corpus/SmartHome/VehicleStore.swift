import Trellis
import Observation

@Observable
final class VehicleStore {
    var vehicle: Vehicle
    var isWaking = false
    var lastUpdated = Date(timeIntervalSince1970: 1_760_000_000)

    init(vehicle: Vehicle = .preview) {
        self.vehicle = vehicle
    }

    func toggleLock() {
        vehicle.isLocked.toggle()
    }

    func toggleClimate() {
        vehicle.climateOn.toggle()
    }

    func wake() async {
        isWaking = true
        try? await Task.sleep(for: .seconds(0.2))
        isWaking = false
    }
}
