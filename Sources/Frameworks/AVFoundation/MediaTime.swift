import Foundation

/// A count of units per second.
public typealias CMTimeScale = Int32
/// A count of time units.
public typealias CMTimeValue = Int64

/// A time as a rational number of seconds (Core Media's, which AVFoundation re-exports).
public struct CMTime: Hashable, Sendable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale

    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.value = value
        self.timescale = timescale
    }

    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        self.init(value: CMTimeValue((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }

    public static let zero = CMTime(value: 0, timescale: 1)

    /// The time in seconds.
    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
}

/// Makes a time from seconds, as the C function of that name does.
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: CMTimeScale) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// Makes a time, as the C function of that name does.
public func CMTimeMake(value: CMTimeValue, timescale: CMTimeScale) -> CMTime {
    CMTime(value: value, timescale: timescale)
}

/// The time in seconds, as the C function of that name does.
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
