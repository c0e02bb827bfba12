import Trellis
import Combine

@MainActor
final class ThermostatViewModel: ObservableObject {
    @Published var state: ThermostatState
    @Published var schedule: [ScheduleEntry] = ScheduleEntry.defaults
    @Published private(set) var isSyncing = false
    @Published var showEcoInfo = false

    struct ScheduleEntry: Identifiable, Hashable {
        let id = UUID()
        var label: String
        var hour: Int
        var temperature: Double

        static let defaults: [ScheduleEntry] = [
            ScheduleEntry(label: "Wake", hour: 6, temperature: 21),
            ScheduleEntry(label: "Away", hour: 9, temperature: 17),
            ScheduleEntry(label: "Home", hour: 17, temperature: 21.5),
            ScheduleEntry(label: "Sleep", hour: 22, temperature: 18),
        ]
    }

    init(state: ThermostatState = .preview) {
        self.state = state
    }

    var progress: Double {
        let range = ThermostatState.range
        return (state.targetTemperature - range.lowerBound) / (range.upperBound - range.lowerBound)
    }

    var currentProgress: Double {
        let range = ThermostatState.range
        return (state.currentTemperature - range.lowerBound) / (range.upperBound - range.lowerBound)
    }

    var accentColor: Color {
        switch state.mode {
        case .heat: return .orange
        case .cool: return .blue
        case .auto: return .green
        case .off: return .gray
        }
    }

    func increment() {
        state.targetTemperature = min(state.targetTemperature + 0.5, ThermostatState.range.upperBound)
    }

    func decrement() {
        state.targetTemperature = max(state.targetTemperature - 0.5, ThermostatState.range.lowerBound)
    }

    func sync() async {
        isSyncing = true
        try? await Task.sleep(for: .milliseconds(200))
        isSyncing = false
    }
}
