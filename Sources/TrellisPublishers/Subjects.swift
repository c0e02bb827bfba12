import Foundation

// View models of the Combine era publish by hand (`PassthroughSubject`, `CurrentValueSubject`),
// wrap callbacks (`Future`) and read an `@Published` property as a stream (`$query`, declared in
// Trellis beside `@Published`). A snapshot
// subscribes to nothing, so sending is a no-op; a current-value subject still keeps its value,
// which code reads back synchronously.

/// A publisher that code sends values into, as Combine's `Subject`.
public protocol Subject: AnyObject, Publisher {
    /// Sends `value` to the subscribers; a snapshot has none.
    func send(_ value: Output)
    /// Ends the stream with `completion`.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends a signal without a value.
    public func send() { send(()) }
}

/// A subject that passes each value on to its subscribers and keeps none.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    /// Creates a subject with no subscribers.
    public init() {}
    public func send(_ value: Output) {}
    public func send(completion: Subscribers.Completion<Failure>) {}
}

/// A subject that holds a current value and publishes each new one.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    /// The latest value sent, or the initial one.
    public var value: Output

    /// Creates a subject whose current value is `value`.
    public init(_ value: Output) { self.value = value }
    public func send(_ value: Output) { self.value = value }
    public func send(completion: Subscribers.Completion<Failure>) {}
}

/// A publisher that eventually sends one value or an error, made from a callback-style call.
///
/// Combine runs `attemptToFulfill` at once; a snapshot does not, since the callback usually starts
/// network or disk work that a page must not depend on.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// The function that fulfils a future with its result.
    public typealias Promise = (Result<Output, Failure>) -> Void

    /// Creates a future that `attemptToFulfill` would fulfil by calling its promise.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {}
}

/// A publisher that fails at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error the publisher fails with.
    public let error: Failure
    /// Creates a publisher that fails with `error`.
    public init(error: Failure) { self.error = error }
    /// Creates a publisher of `outputType` that fails with `failure`.
    public init(outputType: Output.Type, failure: Failure) { error = failure }
}

/// A publisher that sends nothing, then finishes unless told not to.
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether the publisher finishes at once or never.
    public let completeImmediately: Bool
    /// Creates a publisher that sends nothing.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    /// Creates a publisher of `outputType` and `failureType` that sends nothing.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
}

/// A publisher made by `createPublisher` when first subscribed to; a snapshot never subscribes.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The values of the publisher that would be made.
    public typealias Output = DeferredPublisher.Output
    /// The error of the publisher that would be made.
    public typealias Failure = DeferredPublisher.Failure
    /// Creates a publisher that calls `createPublisher` on subscription.
    public init(createPublisher: @escaping () -> DeferredPublisher) {}
}
