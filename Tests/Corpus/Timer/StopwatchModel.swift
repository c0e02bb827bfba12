import Foundation

/// A stopwatch: the seconds elapsed while running, and the laps taken.
final class StopwatchModel: ObservableObject {
    struct Lap: Identifiable, Hashable {
        var id: Int { number }
        var number: Int
        var duration: TimeInterval
    }

    @Published var elapsed: TimeInterval
    @Published var isRunning: Bool
    @Published var laps: [Lap]

    init(elapsed: TimeInterval = 0, isRunning: Bool = false, laps: [Lap] = []) {
        self.elapsed = elapsed
        self.isRunning = isRunning
        self.laps = laps
    }

    var formattedElapsed: String {
        StopwatchModel.format(elapsed)
    }

    static func format(_ interval: TimeInterval) -> String {
        let seconds = Int(interval)
        return String(format: "%02d:%02d", seconds / 60, seconds % 60)
    }

    func start() { isRunning = true }

    func stop() { isRunning = false }

    func tick() {
        guard isRunning else { return }
        elapsed += 1
    }

    func lap() {
        let previous = laps.reduce(0) { $0 + $1.duration }
        laps.insert(Lap(number: laps.count + 1, duration: elapsed - previous), at: 0)
    }

    func reset() {
        elapsed = 0
        laps.removeAll()
    }
}
