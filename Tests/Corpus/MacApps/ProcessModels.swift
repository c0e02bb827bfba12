import Foundation

struct ProcessInfoItem: Identifiable, Hashable {
    enum State: String, CaseIterable {
        case running = "Running"
        case sleeping = "Sleeping"
        case stopped = "Stopped"
    }

    let pid: Int
    var name: String
    var user: String
    var cpu: Double
    var memoryMB: Double
    var threads: Int
    var state: State

    var id: Int { pid }
}

extension ProcessInfoItem {
    static let samples: [ProcessInfoItem] = [
        ProcessInfoItem(pid: 1, name: "launchd", user: "root", cpu: 0.4, memoryMB: 12.5, threads: 4, state: .running),
        ProcessInfoItem(pid: 312, name: "WindowServer", user: "_windowserver", cpu: 14.2, memoryMB: 420.0, threads: 22, state: .running),
        ProcessInfoItem(pid: 544, name: "Finder", user: "ada", cpu: 0.9, memoryMB: 188.3, threads: 9, state: .sleeping),
        ProcessInfoItem(pid: 901, name: "Xcode", user: "ada", cpu: 32.7, memoryMB: 2_150.8, threads: 61, state: .running),
        ProcessInfoItem(pid: 1022, name: "swift-frontend", user: "ada", cpu: 98.1, memoryMB: 1_024.0, threads: 8, state: .running),
        ProcessInfoItem(pid: 1187, name: "mdworker", user: "ada", cpu: 0.0, memoryMB: 20.1, threads: 3, state: .stopped),
        ProcessInfoItem(pid: 1290, name: "Safari", user: "ada", cpu: 5.3, memoryMB: 612.4, threads: 34, state: .sleeping),
    ]
}

extension Double {
    var formattedMemory: String {
        if self >= 1024 {
            return String(format: "%.1f GB", self / 1024)
        }
        return String(format: "%.1f MB", self)
    }
}
