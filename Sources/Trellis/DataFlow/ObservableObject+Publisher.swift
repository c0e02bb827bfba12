// Combine's publishers are a module of their own, TrellisPublishers, below Trellis. Trellis
// re-exports it as SwiftUI re-exports Combine, so a file that imports only SwiftUI (here Trellis)
// can write `Timer.publish(every:on:in:).autoconnect()`, keep `AnyCancellable`s and call
// `.onReceive`. What ties publishers to Trellis's own observable objects is here: an object's
// `objectWillChange`, an `@Published` property read as a stream (`$query`), and
// `assign(to: &$property)`.
@_exported import TrellisPublishers

extension ObservableObjectPublisher: Publisher {
    /// `objectWillChange` signals a change without a value.
    public typealias Output = Void
    /// `objectWillChange` never fails.
    public typealias Failure = Never
}

// `projectedValue` itself is in ObservableObject.swift: a wrapper's projection is found only in its
// type's own declaration.
extension Published {
    /// The values an `@Published` property takes, as `$query` reads it in the property's class.
    public struct Publisher: TrellisPublishers.Publisher {
        /// Each value the property takes.
        public typealias Output = Value
        /// A property never fails.
        public typealias Failure = Never
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to an `@Published` property, as `.assign(to: &$isValid)` writes it; the
    /// subscription lives as long as the property's object.
    public func assign(to published: inout Published<Output>.Publisher) {}
}
