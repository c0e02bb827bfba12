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

    /// Creates a focus state that is `true` while its view has focus.
    public init() where Value == Bool {
        storage = Storage(false)
    }

    /// Creates a focus state that holds the value of the focused field, `nil` when none has focus.
    public init<T: Hashable>() where Value == T? {
        storage = Storage(nil)
    }

    /// The current focus value; starts as `false` or `nil`, since nothing has focus in a snapshot.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to this focus state, for `focused(_:)`.
    public var projectedValue: FocusState<Value>.Binding { Binding(storage: storage) }

    /// What `$focus` is: passed to `.focused`.
    @propertyWrapper
    public struct Binding {
        let storage: Storage

        /// The focus value this binding reads and writes.
        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }

        /// This binding itself, so `$focus` can be passed on.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension View {
    /// Gives this view focus when `condition` becomes `true`, and sets it while the view has focus.
    ///
    /// A snapshot draws no caret or focus ring, so the view is unchanged.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Gives this view focus when `binding` equals `value`, and sets it to `value` while it has focus.
    ///
    /// A snapshot draws no caret or focus ring, so the view is unchanged.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }

    /// Lets this view receive focus; a snapshot draws it the same either way.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
}

extension View {
    /// Groups this view's focusable views for directional focus (tvOS, macOS); nothing has focus.
    public func focusSection() -> some View { self }

    /// Hides the focus ring of focusable views (macOS); a render draws none.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// Which view gets focus first; nothing has focus in a render.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic) -> some View { self }

    /// Whether this view should take focus first in `namespace` (tvOS, macOS); nothing has focus.
    public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View { self }
}

/// When a focused view's default focus is applied.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    let name: String
    /// Only when the system has no other focus to restore.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Whenever focus moves into the scope.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}
