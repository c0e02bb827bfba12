import Foundation

// iOS 13–15 view models chain Combine operators: `$query.debounce(…).removeDuplicates().sink { … }`,
// `dataTaskPublisher(for:).map(\.data).decode(type:decoder:).receive(on:).sink(…)`. A snapshot
// delivers nothing (see Publisher.swift), so an operator only has to carry the types through the
// chain; each returns an `AnyPublisher` of the type Combine's operator publishes, rather than
// Combine's concrete `Publishers.Map<…>`-style types, which app code almost never spells. The
// closures are kept by no one and never run.

extension Publisher {
    /// Publishes each value transformed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> { AnyPublisher() }

    /// Publishes the value at `keyPath` of each value, as `.map(\.data)` writes it.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> AnyPublisher<T, Failure> { AnyPublisher() }

    /// Publishes the values at two key paths of each value, as a tuple.
    public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>) -> AnyPublisher<(T0, T1), Failure> { AnyPublisher() }

    /// Publishes each value transformed by a closure that may throw; a thrown error ends the stream.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, Error> { AnyPublisher() }

    /// Publishes the non-`nil` results of `transform`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> { AnyPublisher() }

    /// Publishes only the values `isIncluded` accepts.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }

    /// Publishes only the values a throwing `isIncluded` accepts.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, Error> { AnyPublisher() }

    /// Skips a value that `predicate` says repeats the one before it.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }

    /// Publishes the errors transformed by `transform`.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> { AnyPublisher() }

    /// Replaces an error with `output`, then finishes; the result never fails.
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> { AnyPublisher() }

    /// Publishes `output` if the stream finishes without a value.
    public func replaceEmpty(with output: Output) -> AnyPublisher<Output, Failure> { AnyPublisher() }

    /// Replaces an error with the values of the publisher `handler` returns.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<P.Output, P.Failure>
    where P.Output == Output { AnyPublisher() }

    /// Retries the upstream up to `retries` times after an error.
    public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> { AnyPublisher() }

    /// Makes the stream end with a crash on an error, as a stream that should never fail says.
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> AnyPublisher<Output, Never> {
        AnyPublisher()
    }

    /// Calls the closures as the stream's events happen; in a snapshot none does.
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
        receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> AnyPublisher<Output, Failure> { AnyPublisher() }

    /// Logs the stream's events with `prefix`; a snapshot has none to log.
    public func print(_ prefix: String = "") -> AnyPublisher<Output, Failure> { AnyPublisher() }

    /// Publishes `elements` before the upstream's values.
    public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> { AnyPublisher() }

    /// Publishes `elements` after the upstream finishes.
    public func append(_ elements: Output...) -> AnyPublisher<Output, Failure> { AnyPublisher() }

    /// Publishes the first value, then finishes.
    public func first() -> AnyPublisher<Output, Failure> { AnyPublisher() }

    /// Publishes the first value `predicate` accepts, then finishes.
    public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }

    /// Publishes the last value once the upstream finishes.
    public func last() -> AnyPublisher<Output, Failure> { AnyPublisher() }

    /// Skips the first `count` values.
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> { AnyPublisher() }

    /// Publishes at most the first `maxLength` values.
    public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> { AnyPublisher() }

    /// Publishes all values as one array once the upstream finishes.
    public func collect() -> AnyPublisher<[Output], Failure> { AnyPublisher() }

    /// Publishes the values in arrays of at most `count`.
    public func collect(_ count: Int) -> AnyPublisher<[Output], Failure> { AnyPublisher() }

    /// Publishes how many values the upstream sent once it finishes.
    public func count() -> AnyPublisher<Int, Failure> { AnyPublisher() }

    /// Publishes each running result of combining the values with `nextPartialResult`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> { AnyPublisher() }

    /// Publishes the result of combining all values with `nextPartialResult` once the upstream finishes.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> { AnyPublisher() }

    /// Shares one subscription to the upstream among all subscribers.
    public func share() -> AnyPublisher<Output, Failure> { AnyPublisher() }

    /// Ignores the values, publishing only how the stream ends.
    public func ignoreOutput() -> AnyPublisher<Never, Failure> { AnyPublisher() }

    /// Decodes each value with `decoder` into `type`; a decoding error ends the stream.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> AnyPublisher<Item, Error>
    where Output == Coder.Input { AnyPublisher() }
}

extension Publisher where Output: Equatable {
    /// Skips a value equal to the one before it, as `$query.removeDuplicates()` writes it.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { AnyPublisher() }
}

extension Publisher where Output: Encodable {
    /// Encodes each value with `encoder`; an encoding error ends the stream.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> AnyPublisher<Coder.Output, Error> { AnyPublisher() }
}

extension Publisher where Failure == Never {
    /// The same values, typed as able to fail with `failureType`, to combine with a failing stream.
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> { AnyPublisher() }

    /// Writes each value to `keyPath` of `object`; a snapshot writes none.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        AnyCancellable()
    }
}

extension Publisher {
    /// Publishes `nil` values replaced by `output`.
    public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? { AnyPublisher() }
}

/// One subscriber's hold on a publisher, as Combine's `Subscription`.
public protocol Subscription: Cancellable {
    /// Asks for up to `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

extension Subscribers {
    /// How many values a subscriber asks for, as `flatMap(maxPublishers: .max(1))` writes it.
    public struct Demand: Equatable, Hashable, Sendable {
        /// The number asked for; `nil` for no limit.
        public let max: Int?

        /// No limit on the number of values.
        public static let unlimited = Demand(max: nil)
        /// No values.
        public static let none = Demand(max: 0)

        /// Up to `value` values.
        public static func max(_ value: Int) -> Demand { Demand(max: value) }
    }
}

/// A decoder that publishers can decode with, as `JSONDecoder` is for `decode(type:decoder:)`.
public protocol TopLevelDecoder {
    /// What the decoder reads, `Data` for JSON.
    associatedtype Input
    /// Decodes a value of `type` from `from`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder that publishers can encode with, as `JSONEncoder` is for `encode(encoder:)`.
public protocol TopLevelEncoder {
    /// What the encoder writes, `Data` for JSON.
    associatedtype Output
    /// Encodes `value`.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
