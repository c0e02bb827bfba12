// Focus moves with a keyboard or a tap. A snapshot draws no caret, so `@FocusState` is a value a
// view can read and write during the render, and `.focused` leaves the view as it is.

/// Which view has the keyboard focus, as a `Bool` or an optional field value.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    let storage: Storage

    public init() where Value == Bool {
        storage = Storage(false)
    }

    public init<T: Hashable>() where Value == T? {
        storage = Storage(nil)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(storage: storage) }

    /// What `$focus` is: passed to `.focused`.
    @propertyWrapper
    public struct Binding {
        let storage: Storage

        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension View {
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }

    public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
