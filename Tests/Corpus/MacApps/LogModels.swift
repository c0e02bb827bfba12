import Foundation

enum LogLevel: String, CaseIterable, Identifiable, Comparable {
    case debug, info, warning, error, fault

    var id: Self { self }

    private var rank: Int {
        switch self {
        case .debug: return 0
        case .info: return 1
        case .warning: return 2
        case .error: return 3
        case .fault: return 4
        }
    }

    static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rank < rhs.rank }
}

struct LogEntry: Identifiable, Equatable {
    let id: Int
    let timestamp: String
    let level: LogLevel
    let subsystem: String
    let message: String
}

final class LogStore: ObservableObject {
    @Published var entries: [LogEntry]
    @Published var minimumLevel: LogLevel = .debug

    init(entries: [LogEntry] = LogStore.sampleEntries) {
        self.entries = entries
    }

    func entries(matching query: String) -> [LogEntry] {
        entries.filter { entry in
            entry.level >= minimumLevel &&
            (query.isEmpty || entry.message.localizedCaseInsensitiveContains(query) ||
             entry.subsystem.localizedCaseInsensitiveContains(query))
        }
    }

    static let sampleEntries: [LogEntry] = [
        LogEntry(id: 1, timestamp: "09:41:00.012", level: .info, subsystem: "com.example.net", message: "Connection established to api.example.com:443"),
        LogEntry(id: 2, timestamp: "09:41:00.118", level: .debug, subsystem: "com.example.net", message: "TLS 1.3 handshake completed in 84 ms"),
        LogEntry(id: 3, timestamp: "09:41:01.502", level: .warning, subsystem: "com.example.cache", message: "Cache is 92% full; evicting 120 entries"),
        LogEntry(id: 4, timestamp: "09:41:02.007", level: .error, subsystem: "com.example.sync", message: "Sync failed: HTTP 503 Service Unavailable"),
        LogEntry(id: 5, timestamp: "09:41:02.010", level: .info, subsystem: "com.example.sync", message: "Retrying in 30 s (attempt 2 of 5)"),
        LogEntry(id: 6, timestamp: "09:41:05.775", level: .fault, subsystem: "com.example.db", message: "Assertion failed: page checksum mismatch at 0x1f40"),
        LogEntry(id: 7, timestamp: "09:41:06.001", level: .debug, subsystem: "com.example.ui", message: "Window did become key"),
    ]
}
