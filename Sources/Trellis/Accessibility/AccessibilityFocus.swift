/// Which view VoiceOver or Switch Control has focused, as `@AccessibilityFocusState` declares it.
/// Nothing is focused on a still screen, so it starts `false` or `nil`.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable> {
    final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    let storage: Storage

    /// A state that is `true` while its view has the assistive focus.
    public init() where Value == Bool { storage = Storage(false) }

    /// A state that is `true` while its view has the focus of `technologies`.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { storage = Storage(false) }

    /// A state holding the focused view's value, `nil` when none has the focus.
    public init<T: Hashable>() where Value == T? { storage = Storage(nil) }

    /// A state holding the value of the view `technologies` focus, `nil` when none has it.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { storage = Storage(nil) }

    /// The focus value; starts as `false` or `nil`.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to this state, for `accessibilityFocused(_:)`.
    public var projectedValue: Binding { Binding(storage: storage) }

    /// What `$focus` is: passed to `accessibilityFocused`.
    @propertyWrapper
    public struct Binding {
        let storage: Storage

        /// The focus value this binding reads and writes.
        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }

        /// This binding itself.
        public var projectedValue: Binding { self }
    }
}

/// The assistive technologies an `AccessibilityFocusState` follows.
public struct AccessibilityTechnologies: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates a set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// VoiceOver.
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(rawValue: 2)
}

extension View {
    /// Ties the view to a focus state that is true while it has the assistive focus; nothing
    /// has it on a still screen, so the view is unchanged.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }

    /// Ties the view to a focus state that holds `value` while it has the assistive focus.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View { self }
}
