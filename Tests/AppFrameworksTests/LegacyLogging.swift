import os

// Logging as older app code imports it: `import os`, the module's earlier name.
let migrationLogger = Logger(subsystem: "com.example.notes", category: "migration")

func logMigration(version: Int) {
    migrationLogger.notice("Migrated to version \(version, privacy: .public)")
    os_log("Migration finished", log: .default, type: .debug)
}
