import Trellis

@MainActor
final class PairingModel: ObservableObject {
    enum Phase: Equatable {
        case searching
        case found(String)
        case connecting(Double)
        case done
        case failed(String)
    }

    @Published var phase: Phase = .searching
    @Published var setupCode = ""
    @Published var roomName = "Living Room"

    var progress: Double {
        switch phase {
        case .searching: return 0.1
        case .found: return 0.3
        case .connecting(let value): return 0.3 + value * 0.7
        case .done: return 1
        case .failed: return 0
        }
    }

    func start() async {
        phase = .searching
        try? await Task.sleep(nanoseconds: 100_000_000)
        phase = .found("Eve Energy")
    }

    func connect() {
        phase = .connecting(0.4)
    }
}
