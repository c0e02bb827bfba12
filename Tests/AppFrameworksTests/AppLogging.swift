import OSLog

// Loggers as apps declare them, with privacy and formats in the messages.
extension Logger {
    static let sync = Logger(subsystem: "com.example.notes", category: "sync")
}

let legacyLog = OSLog(subsystem: "com.example.notes", category: "legacy")

func logSync(count: Int, user: String, seconds: Double, ok: Bool) {
    Logger.sync.info("Synced \(count) notes for \(user, privacy: .private(mask: .hash))")
    Logger.sync.debug("Took \(seconds, format: .fixed(precision: 2)) s, ok: \(ok, format: .answer)")
    Logger.sync.error("Failed after \(count, format: .decimal, align: .right(columns: 4), privacy: .public) tries")
    Logger.sync.log(level: .fault, "Unexpected state")
    os_log("Legacy %d", log: legacyLog, type: .info, count)
    os_log(.error, log: legacyLog, "Legacy error for \(user, privacy: .public)")
}
