import Foundation

// `.onReceive(timer) { … }` takes a Combine publisher, and Linux has no Combine. Defining a module
// named Combine would clash with Apple's on Apple platforms, so this module declares the part
// screens and view models use: a `Publisher` protocol, `Timer.publish(every:on:in:)` with
// `autoconnect()`, `Just`, and `sink`/`store(in:)` so that models that keep subscriptions compile.
// Nothing is ever delivered: a snapshot has no time passing. It needs only Foundation; Trellis
// re-exports it, as SwiftUI re-exports Combine, and adds what needs its own types
// (`objectWillChange`, `@Published`'s `$property`, `onReceive`).

/// A source of values over time, as Combine's `Publisher` declares it, without subscribers.
public protocol Publisher<Output, Failure> {
    /// The type of the values the publisher sends.
    associatedtype Output
    /// The type of the error the publisher can fail with, `Never` if it can't fail.
    associatedtype Failure: Error
}

/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops the work and releases what it holds.
    func cancel()
}

/// A subscription to keep, as Combine's `AnyCancellable`; here it holds nothing.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    /// Creates a cancellable that does nothing when cancelled.
    public init() {}
    /// Creates a cancellable that would call `cancel` when cancelled; here `cancel` is never called.
    public init(_ cancel: @escaping () -> Void) {}
    /// Creates a cancellable that wraps `canceller`; cancelling it does nothing.
    public init<C: Cancellable>(_ canceller: C) {}
    /// Cancels the subscription; nothing is subscribed, so this does nothing.
    public func cancel() {}

    /// Adds this subscription to `set`, which keeps it alive for as long as the set lives.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    /// Appends this subscription to `collection`, which keeps it alive for as long as it lives.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Publisher {
    /// Subscribes; the closures are never called in a snapshot.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable { AnyCancellable() }

    /// This publisher wrapped in an ``AnyPublisher``, to hide its concrete type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for the values; it is never called in a snapshot.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable() }
}

/// Combine's namespace for subscriber types; only `Completion` is needed to spell `sink`.
public enum Subscribers {
    /// How a publisher ended: normally or with an error.
    public enum Completion<Failure: Error> {
        /// The publisher finished normally and will send nothing more.
        case finished
        /// The publisher stopped with this error.
        case failure(Failure)
    }
}

/// Combine's namespace for publisher types.
public enum Publishers {
    /// A connectable publisher that connects when subscribed to, as `autoconnect()` returns.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The values the upstream publisher sends.
        public typealias Output = Upstream.Output
        /// The error the upstream publisher can fail with.
        public typealias Failure = Upstream.Failure
        /// The publisher that connects on the first subscription.
        public let upstream: Upstream
        /// Creates a publisher that connects `upstream` when subscribed to.
        public init(upstream: Upstream) { self.upstream = upstream }
    }
}

/// A publisher that starts when told to connect, as Combine's timer publisher does.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts the publisher, returning what stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// This publisher, connected automatically on its first subscription.
    ///
    /// The usual `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`; a snapshot never
    /// connects, so it never sends.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// A publisher of any type, as `eraseToAnyPublisher()` returns.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    /// Creates a type-erased publisher that forwards `publisher`'s values.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {}
}

/// A publisher of one value.
public struct Just<Output>: Publisher {
    /// `Just` never fails.
    public typealias Failure = Never
    /// The one value the publisher sends.
    public let output: Output
    /// Creates a publisher that sends `output` once, then finishes.
    public init(_ output: Output) { self.output = output }
}

extension Timer {
    /// `Timer.publish(every: 1, on: .main, in: .common)`, the timer screens subscribe to.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil,
        on runLoop: RunLoop, in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// Publishes the date at each interval once connected; a snapshot never connects.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// Each value is the date the timer fired.
        public typealias Output = Date
        /// A timer never fails.
        public typealias Failure = Never
        /// The time between two values, in seconds.
        public let interval: TimeInterval
        /// How late, in seconds, the timer may fire; `nil` lets the system decide.
        public let tolerance: TimeInterval?
        /// The run loop the timer runs on.
        public let runLoop: RunLoop
        /// The run loop mode the timer runs in.
        public let mode: RunLoop.Mode

        /// Creates a timer publisher that fires every `interval` seconds on `runLoop` in `mode`.
        ///
        /// `options` is accepted and ignored, as Combine declares no options for a run loop.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Starts the timer; in a snapshot it never fires, and the returned value cancels nothing.
        public func connect() -> any Cancellable { AnyCancellable() }
    }
}

extension RunLoop {
    /// Combine's scheduler options for a run loop; Combine declares no members.
    public struct SchedulerOptions: Sendable {}
}

extension NotificationCenter {
    /// `NotificationCenter.default.publisher(for: name)`.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name)
    }

    /// A publisher of the notifications with one name; it sends none in a snapshot.
    public struct Publisher: TrellisPublishers.Publisher {
        /// Each value is a posted notification.
        public typealias Output = Notification
        /// Observing notifications never fails.
        public typealias Failure = Never
        /// The notification center the publisher observes.
        public let center: NotificationCenter
        /// The name of the notifications the publisher sends.
        public let name: Notification.Name
        /// Creates a publisher of the notifications named `name` that `center` posts, from `object` or,
        /// when it is `nil`, from any sender.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
        }
    }
}
