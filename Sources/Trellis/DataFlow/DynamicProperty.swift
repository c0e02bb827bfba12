/// A stored property of a view that SwiftUI updates before each body: the protocol an app's own
/// property wrappers (a themed color that reads `@Environment`, state that counts its changes)
/// conform to.
///
/// Trellis reads `@Environment` and `@State` when they are used, so a wrapper built from them
/// already shows the current values; `update()` is there for wrappers that implement it and is
/// not called.
public protocol DynamicProperty {
    /// Refreshes the property before a body is evaluated; a snapshot needs no refresh.
    mutating func update()
}

extension DynamicProperty {
    /// Nothing to refresh by default.
    public mutating func update() {}
}

extension State: DynamicProperty {}
extension Binding: DynamicProperty {}
extension Environment: DynamicProperty {}
