// Values a focused view publishes to menu commands. A snapshot has no focus and no menu bar, so
// every focused value reads nil, as when no window is key.

/// A key for a value a focused view publishes, declared as SwiftUI's are.
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}

/// The values the focused view and its ancestors publish.
public struct FocusedValues {
    init() {}

    /// The value published for `key`; always nil in a snapshot, where nothing is focused.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }

    /// The value of an iOS 18 `@Entry var selection: Item?` in `extension FocusedValues` (the
    /// macro declares its key as an environment key): its default, nil, as nothing is focused.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { Key.defaultValue }
        set {}
    }
}

/// Reads a value the focused view publishes: `@FocusedValue(\.selectedMessage) var message`.
@propertyWrapper
public struct FocusedValue<Value> {
    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    /// The focused value; nil in a snapshot.
    public var wrappedValue: Value? { nil }
}

/// Reads a binding the focused view publishes: `@FocusedBinding(\.document) var document`.
@propertyWrapper
public struct FocusedBinding<Value> {
    /// Reads the binding at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    /// The bound value; nil in a snapshot.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
    /// The binding; nil in a snapshot.
    public var projectedValue: Binding<Value?> { Binding(get: { nil }, set: { _ in }) }
}

extension View {
    /// Publishes `value` for `keyPath` while this view has focus.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    /// Publishes `value` for `keyPath` while this view has focus, or withdraws it for nil.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    /// Publishes `value` for `keyPath` while this view's window is key.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    /// Publishes `value` for `keyPath` while this view's window is key, or withdraws it for nil.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
}
