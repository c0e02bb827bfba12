import Foundation

// Login forms validate with `Publishers.CombineLatest($email, $password)` or
// `$email.combineLatest($password)`; searches chain `flatMap`/`switchToLatest`. As with the other
// operators, a snapshot delivers nothing, so these carry only the types.

extension Publisher {
    /// Publishes the values of the publishers `transform` returns for each value, merged.
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> AnyPublisher<T, Failure> where T == P.Output, P.Failure == Failure { AnyPublisher() }

    /// Publishes the latest value of each publisher as a pair, once both have sent one.
    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure>
    where P.Failure == Failure { AnyPublisher() }

    /// Publishes `transform` of the latest value of each publisher.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> AnyPublisher<T, Failure> where P.Failure == Failure { AnyPublisher() }

    /// Publishes the latest value of each of three publishers as a triple.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> AnyPublisher<(Output, P.Output, Q.Output), Failure> where P.Failure == Failure, Q.Failure == Failure { AnyPublisher() }

    /// Publishes the values of this publisher and `other` as they arrive.
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure>
    where P.Output == Output, P.Failure == Failure { AnyPublisher() }

    /// Publishes pairs of the n-th values of this publisher and `other`.
    public func zip<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure>
    where P.Failure == Failure { AnyPublisher() }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Publishes the values of the latest publisher the upstream sent, as a search does with one
    /// request per query.
    public func switchToLatest() -> AnyPublisher<Output.Output, Failure> { AnyPublisher() }
}

extension Publishers {
    /// The latest values of two publishers, as a pair.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// A pair of the latest values.
        public typealias Output = (A.Output, B.Output)
        /// The error either publisher can fail with.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// Combines the latest values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
    }

    /// The latest values of three publishers, as a triple.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// A triple of the latest values.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The error any of the publishers can fail with.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C
        /// Combines the latest values of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }
    }

    /// The values of two publishers of one type, as they arrive.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        /// The values of either publisher.
        public typealias Output = A.Output
        /// The error either publisher can fail with.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// Merges the values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
    }

    /// Pairs of the n-th values of two publishers.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// A pair of values.
        public typealias Output = (A.Output, B.Output)
        /// The error either publisher can fail with.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// Pairs the values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
    }
}
