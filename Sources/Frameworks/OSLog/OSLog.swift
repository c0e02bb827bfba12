// The older logging API (`os_log`, `OSLog`), still common in app code; it writes nothing, as
// Logger.swift explains.

/// A log handle of a subsystem and category.
public final class OSLog: Sendable {
    /// A handle of `subsystem` and `category`.
    public init(subsystem: String, category: String) {}

    /// A handle of `subsystem` and a well-known category.
    public init(subsystem: String, category: Category) {}

    /// Categories with a meaning of their own to Instruments.
    public struct Category: Hashable, Sendable {
        let name: String
        /// Intervals and events shown in Instruments' points-of-interest track.
        public static let pointsOfInterest = Category(name: "PointsOfInterest")
        /// Intervals and events shown as dynamic tracing.
        public static let dynamicTracing = Category(name: "DynamicTracing")
        /// Stack traces of intervals.
        public static let dynamicStackTracing = Category(name: "DynamicStackTracing")
    }

    /// The default handle.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A handle that logs nothing.
    public static let disabled = OSLog(subsystem: "", category: "")
}

/// A log message's level.
public struct OSLogType: Hashable, Sendable {
    let level: UInt8
    /// The default level.
    public static let `default` = OSLogType(level: 0)
    /// Information that may help troubleshoot.
    public static let info = OSLogType(level: 1)
    /// Debugging information.
    public static let debug = OSLogType(level: 2)
    /// An error.
    public static let error = OSLogType(level: 16)
    /// A fault: a bug in the program.
    public static let fault = OSLogType(level: 17)
}

/// Writes nothing: a printf-style message of `type` to `log`.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {}

/// Writes nothing: a message of `type` to `log`.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}

/// Writes nothing: a message to the default log at the default level.
public func os_log(_ message: OSLogMessage) {}
