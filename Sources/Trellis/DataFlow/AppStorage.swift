// `@AppStorage` and `@SceneStorage` keep a value in UserDefaults or the scene's saved state, which
// differ from machine to machine and run to run. A snapshot must not: each starts from the default
// written in the view, never from UserDefaults, and otherwise behaves as `@State` (a toggle bound
// to it gets its other page under `--states`). The key and store are accepted and not read.

/// A value that SwiftUI keeps in UserDefaults; in a snapshot, the default written in the view.
@propertyWrapper
public struct AppStorage<Value>: _PersistentState {
    let state: State<Value>

    /// A value stored in UserDefaults under `key`, starting in a render from `wrappedValue`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value when the key has none; in a render, always the value.
    ///   - key: The UserDefaults key; not read.
    ///   - store: The defaults to use instead of the standard ones; not read.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        state = State(wrappedValue: wrappedValue)
    }

    /// The current value, which changes as `@State` does.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value, for controls such as a toggle.
    public var projectedValue: Binding<Value> { state.projectedValue }

    public func _persist(in store: StateStore, key: String) {
        state._persist(in: store, key: key)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional value with no default: `nil` in a snapshot.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(wrappedValue: nil, key, store: store)
    }
}

/// A value that SwiftUI restores with the scene; in a snapshot, the default written in the view.
@propertyWrapper
public struct SceneStorage<Value>: _PersistentState {
    let state: State<Value>

    /// A value saved with the scene under `key`, starting in a render from `wrappedValue`; the key
    /// isn't read.
    public init(wrappedValue: Value, _ key: String) {
        state = State(wrappedValue: wrappedValue)
    }

    /// The current value, which changes as `@State` does.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value, for controls such as a toggle.
    public var projectedValue: Binding<Value> { state.projectedValue }

    public func _persist(in store: StateStore, key: String) {
        state._persist(in: store, key: key)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional value with no default: `nil` in a snapshot.
    public init(_ key: String) {
        self.init(wrappedValue: nil, key)
    }
}

extension View {
    /// The UserDefaults store `@AppStorage` below uses; a snapshot reads none (see `AppStorage`).
    public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}
