import Foundation

// `receive(on: DispatchQueue.main)`, `debounce(for: .milliseconds(500), scheduler: RunLoop.main)`:
// Combine's time operators are generic over a `Scheduler` whose time type's stride is written in
// seconds or milliseconds. A snapshot schedules nothing, so a scheduler here is only its types.

/// Something that runs work at a time, as Combine's `Scheduler`: `DispatchQueue`, `RunLoop`,
/// `OperationQueue` and `ImmediateScheduler`.
public protocol Scheduler {
    /// The scheduler's clock; its `Stride` is how delays are written.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options the scheduler accepts per call.
    associatedtype SchedulerOptions
}

/// A time interval written as `.seconds(1)` or `.milliseconds(500)`, as Combine's.
public protocol SchedulerTimeIntervalConvertible {
    /// An interval of whole seconds.
    static func seconds(_ s: Int) -> Self
    /// An interval of seconds.
    static func seconds(_ s: Double) -> Self
    /// An interval of milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// An interval of microseconds.
    static func microseconds(_ us: Int) -> Self
    /// An interval of nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler's time: a number of seconds since an origin, with intervals of ``Stride``.
public struct SchedulerTime: Strideable, Hashable, Sendable {
    /// Seconds since the scheduler's origin.
    public let seconds: Double

    /// Creates the time `seconds` after the origin.
    public init(seconds: Double) { self.seconds = seconds }

    public func distance(to other: SchedulerTime) -> Stride { Stride(other.seconds - seconds) }
    public func advanced(by n: Stride) -> SchedulerTime { SchedulerTime(seconds: seconds + n.timeInterval) }

    /// An interval between two times, in seconds, as `.milliseconds(500)` or `0.5` writes it.
    public struct Stride: SchedulerTimeIntervalConvertible, SignedNumeric, Comparable, Hashable, Sendable,
        ExpressibleByFloatLiteral {
        /// The interval in seconds; negative for one that goes back.
        public var timeInterval: Double
        /// The interval's length in seconds, without its direction.
        public var magnitude: Double { abs(timeInterval) }

        /// Creates an interval of `seconds`.
        public init(_ seconds: Double) { timeInterval = seconds }
        public init(floatLiteral value: Double) { timeInterval = value }
        public init(integerLiteral value: Int) { timeInterval = Double(value) }
        public init?<T: BinaryInteger>(exactly source: T) { timeInterval = Double(source) }

        public static func seconds(_ s: Int) -> Stride { Stride(Double(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(Double(ms) / 1_000) }
        public static func microseconds(_ us: Int) -> Stride { Stride(Double(us) / 1_000_000) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(Double(ns) / 1_000_000_000) }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.timeInterval < rhs.timeInterval }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval + rhs.timeInterval) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval - rhs.timeInterval) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval * rhs.timeInterval) }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
}

extension DispatchQueue: Scheduler {
    /// A dispatch queue's clock.
    public typealias SchedulerTimeType = SchedulerTime
    /// Options for work on a dispatch queue, as Combine's.
    public struct SchedulerOptions: Sendable {
        /// The quality of service of the work.
        public var qos: DispatchQoS
        /// Creates options with `qos`.
        public init(qos: DispatchQoS = .unspecified) { self.qos = qos }
    }
}

extension RunLoop: Scheduler {
    /// A run loop's clock.
    public typealias SchedulerTimeType = SchedulerTime
}

extension OperationQueue: Scheduler {
    /// An operation queue's clock.
    public typealias SchedulerTimeType = SchedulerTime
    /// Options for work on an operation queue; Combine declares none.
    public struct SchedulerOptions: Sendable {}
}

/// A scheduler that runs work at once, on the calling thread, as Combine's.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The scheduler's clock.
    public typealias SchedulerTimeType = SchedulerTime
    /// Options; there are none.
    public typealias SchedulerOptions = Never
    /// The one immediate scheduler.
    public static let shared = ImmediateScheduler()
}

extension Publisher {
    /// Publishes a value once `dueTime` has passed without another, as a search field's query is.
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil)
        -> AnyPublisher<Output, Failure> { AnyPublisher() }

    /// Publishes at most one value per `interval`: the first or, with `latest`, the last.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
        -> AnyPublisher<Output, Failure> { AnyPublisher() }

    /// Publishes each value `interval` later.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> AnyPublisher<Output, Failure> { AnyPublisher() }

    /// Delivers the values on `scheduler`, as `.receive(on: DispatchQueue.main)` before updating a view model.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        AnyPublisher()
    }

    /// Subscribes to the upstream on `scheduler`.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        AnyPublisher()
    }

    /// Ends the stream when no value arrives within `interval`.
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
        customError: (() -> Failure)? = nil
    ) -> AnyPublisher<Output, Failure> { AnyPublisher() }
}

extension AnyPublisher {
    /// A publisher that sends nothing: what every operator returns in a snapshot.
    init() {}
}
