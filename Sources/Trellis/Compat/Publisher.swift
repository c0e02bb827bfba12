// `.onReceive(timer) { … }` takes a Combine publisher, and Linux has no Combine. Defining a module
// named Combine would clash with Apple's on Apple platforms, so Trellis declares the small part
// screens use inside itself: a `Publisher` protocol, `Timer.publish(every:on:in:)` with
// `autoconnect()`, `Just`, `objectWillChange`, and `sink`/`store(in:)` so that models that keep
// subscriptions compile. Nothing is ever delivered: a snapshot has no time passing.

/// A source of values over time, as Combine's `Publisher` declares it, without subscribers.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
    func cancel()
}

/// A subscription to keep, as Combine's `AnyCancellable`; here it holds nothing.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    public init() {}
    public init(_ cancel: @escaping () -> Void) {}
    public init<C: Cancellable>(_ canceller: C) {}
    public func cancel() {}

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
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

    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable() }
}

/// Combine's namespace for subscriber types; only `Completion` is needed to spell `sink`.
public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// Combine's namespace for publisher types.
public enum Publishers {
    /// A connectable publisher that connects when subscribed to, as `autoconnect()` returns.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
    }
}

/// A publisher that starts when told to connect, as Combine's timer publisher does.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// A publisher of any type, as `eraseToAnyPublisher()` returns.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {}
}

/// A publisher of one value.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
}

extension ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
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
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

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

    public struct Publisher: Trellis.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
        }
    }
}

extension View {
    /// Runs `action` for each value `publisher` sends; a snapshot receives none.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        self
    }
}
