// `import OSLog` on Linux: the unified logging API that app code calls, writing nothing. A render
// is a snapshot, not a run of the app, so its logs would say nothing about the app; messages'
// interpolated values are autoclosures, as Apple's are, and are never evaluated.

/// Apple's logger: every level compiles and writes nothing.
public struct Logger: Sendable {
    /// A logger of the default subsystem.
    public init() {}

    /// A logger of `subsystem` and `category`.
    public init(subsystem: String, category: String) {}

    /// A logger writing to `log`.
    public init(_ log: OSLog) {}

    /// Writes nothing at the default level.
    public func log(_ message: OSLogMessage) {}
    /// Writes nothing at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    /// Writes nothing at the debug level.
    public func trace(_ message: OSLogMessage) {}
    /// Writes nothing at the debug level.
    public func debug(_ message: OSLogMessage) {}
    /// Writes nothing at the info level.
    public func info(_ message: OSLogMessage) {}
    /// Writes nothing at the default level.
    public func notice(_ message: OSLogMessage) {}
    /// Writes nothing at the error level.
    public func warning(_ message: OSLogMessage) {}
    /// Writes nothing at the error level.
    public func error(_ message: OSLogMessage) {}
    /// Writes nothing at the fault level.
    public func critical(_ message: OSLogMessage) {}
    /// Writes nothing at the fault level.
    public func fault(_ message: OSLogMessage) {}
}

/// A log message with interpolated values, each with its privacy and format; never written.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: OSLogInterpolation) {}
}

/// The interpolations a log message accepts; the values are never evaluated.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}

    /// Any value, with its privacy and alignment.
    public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
    /// An integer in a format.
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure () -> T, format: OSLogIntegerFormatting, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
    /// A floating-point number in a format.
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: @autoclosure () -> T, format: OSLogFloatFormatting, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
    /// A Boolean in a format.
    public mutating func appendInterpolation(_ value: @autoclosure () -> Bool, format: OSLogBoolFormat, privacy: OSLogPrivacy = .auto) {}
}

/// Whether a logged value is shown or redacted.
public struct OSLogPrivacy: Hashable, Sendable {
    let level: Int
    let mask: Mask

    /// How a redacted value is replaced.
    public struct Mask: Hashable, Sendable {
        let kind: Int
        /// By a hash of the value, so equal values can be matched.
        public static let hash = Mask(kind: 1)
        /// By nothing.
        public static let none = Mask(kind: 0)
    }

    /// Redacted unless the value's type is known to be safe.
    public static let auto = OSLogPrivacy(level: 0, mask: .none)
    /// Shown.
    public static let `public` = OSLogPrivacy(level: 1, mask: .none)
    /// Redacted.
    public static let `private` = OSLogPrivacy(level: 2, mask: .none)
    /// Redacted, even where private data is shown.
    public static let sensitive = OSLogPrivacy(level: 3, mask: .none)

    /// Redacted unless known safe, replaced as `mask` says.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 0, mask: mask) }
    /// Redacted, replaced as `mask` says.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 2, mask: mask) }
    /// Redacted even where private data is shown, replaced as `mask` says.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 3, mask: mask) }
}

/// How a logged value is padded to a column.
public struct OSLogStringAlignment: Hashable, Sendable {
    let columns: Int
    /// Not padded.
    public static let none = OSLogStringAlignment(columns: 0)
    /// Padded on the right to `columns`.
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: -columns) }
    /// Padded on the left to `columns`.
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns) }
}

/// How a logged integer is written.
public struct OSLogIntegerFormatting: Hashable, Sendable {
    let radix: Int
    /// In decimal.
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    /// In hexadecimal.
    public static let hex = OSLogIntegerFormatting(radix: 16)
    /// In octal.
    public static let octal = OSLogIntegerFormatting(radix: 8)
    /// In decimal, with a sign and at least `minDigits` digits.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .decimal }
    /// In hexadecimal, with the options given.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .hex }
}

/// How a logged floating-point number is written.
public struct OSLogFloatFormatting: Hashable, Sendable {
    let style: Int
    /// With a fixed number of fraction digits.
    public static let fixed = OSLogFloatFormatting(style: 0)
    /// In exponential notation.
    public static let exponential = OSLogFloatFormatting(style: 1)
    /// Fixed or exponential, whichever is shorter.
    public static let hybrid = OSLogFloatFormatting(style: 2)
    /// With `precision` fraction digits.
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting { .fixed }
    /// In exponential notation with `precision` digits.
    public static func exponential(precision: Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting { .exponential }
}

/// How a logged Boolean is written.
public enum OSLogBoolFormat: Hashable, Sendable {
    /// "true"/"false", or "YES"/"NO".
    case truth, answer
}
