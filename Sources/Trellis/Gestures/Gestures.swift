// Gestures need a finger; a rendered screen has none. The gesture types and modifiers compile as
// SwiftUI spells them and leave the view as it is; their callbacks never run, and an
// `@GestureState` always holds its initial value, which is what it holds when no gesture is active.

/// An input a view recognises. As in SwiftUI, a gesture is a primitive or has a `body` of others.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type of value the gesture reports while it changes and when it ends.
    associatedtype Value
    /// The type of the gesture this one is made of, `Never` for a primitive gesture.
    associatedtype Body: Gesture

    /// The gesture this one is made of.
    var body: Body { get }
}

extension Never: Gesture {
    /// `Never` reports no value, so it can stand as a primitive gesture's body.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// A primitive gesture has no body; reading it stops the program.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture; it has no body") }
}

/// A tap, or `count` taps.
public struct TapGesture: Gesture {
    /// A tap reports only that it happened.
    public typealias Value = Void
    /// A tap is a primitive gesture.
    public typealias Body = Never
    /// The number of taps the gesture needs to succeed.
    public var count: Int
    /// Creates a gesture that succeeds after `count` taps.
    public init(count: Int = 1) { self.count = count }
}

/// A press held for `minimumDuration` seconds.
public struct LongPressGesture: Gesture {
    /// `true` while the press is held long enough.
    public typealias Value = Bool
    /// A long press is a primitive gesture.
    public typealias Body = Never
    /// How long, in seconds, the press must last to succeed.
    public var minimumDuration: Double
    /// How far, in points, the finger may move before the press fails.
    public var maximumDistance: CGFloat
    /// Creates a gesture that succeeds after a press of `minimumDuration` seconds that moves less
    /// than `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag of at least `minimumDistance` points.
public struct DragGesture: Gesture {
    /// A drag is a primitive gesture.
    public typealias Body = Never
    /// How far, in points, the finger must move before the drag begins.
    public var minimumDistance: CGFloat
    /// The coordinate space the drag's locations are reported in.
    public var coordinateSpace: CoordinateSpace
    /// Creates a drag that begins after `minimumDistance` points and reports locations in
    /// `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Where a drag is, as SwiftUI reports it.
    public struct Value: Equatable, Sendable {
        /// When this value of the drag was recorded.
        public var time: Date
        /// Where the finger is now.
        public var location: CGPoint
        /// Where the drag began.
        public var startLocation: CGPoint
        /// How far the finger has moved since the drag began.
        public var translation: CGSize
        /// How fast the finger moves, in points per second.
        public var velocity: CGSize
        /// Where the drag would end if the finger let go now, given its velocity.
        public var predictedEndLocation: CGPoint
        /// The translation the drag would end with if the finger let go now.
        public var predictedEndTranslation: CGSize
    }
}

/// A pinch; `Value` is the scale.
public struct MagnificationGesture: Gesture {
    /// The scale of the pinch, 1 where it began.
    public typealias Value = CGFloat
    /// A pinch is a primitive gesture.
    public typealias Body = Never
    /// The smallest change of scale the gesture reports.
    public var minimumScaleDelta: CGFloat
    /// Creates a pinch that reports changes of scale of at least `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// The coordinate space a gesture's locations are in.
public enum CoordinateSpace: Hashable {
    /// The coordinates of the whole screen.
    case global
    /// The coordinates of the view the gesture is attached to.
    case local
    /// The coordinates of the view given this name with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

/// Which gestures a `.gesture` modifier enables: its own, the subviews', both, or none.
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Disables both this gesture and the subviews' gestures.
    public static let none = GestureMask([])
    /// Enables the gesture the modifier adds.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// Enables the gestures of the view's subviews.
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// Enables both the added gesture and the subviews' gestures.
    public static let all = GestureMask([.gesture, .subviews])
}

/// A gesture with callbacks or a mapping added: what `onChanged`, `onEnded`, `updating` and `map`
/// return. The callbacks are kept only so the types check.
public struct _ModifiedGesture<Base: Gesture, Value>: Gesture {
    /// A modified gesture is primitive: it recognises what its base recognises.
    public typealias Body = Never
    /// The gesture the callbacks or mapping were added to.
    public let base: Base
}

/// Two gestures recognised together; each value is there while its gesture is active.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The pair is treated as one primitive gesture.
    public typealias Body = Never
    /// The gesture recognised alongside `second`.
    public var first: First
    /// The gesture recognised alongside `first`.
    public var second: Second
    /// Creates a gesture that recognises `first` and `second` at the same time.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The values of both gestures, each `nil` while its gesture is inactive.
    public struct Value {
        /// The first gesture's value, or `nil` while it is inactive.
        public var first: First.Value?
        /// The second gesture's value, or `nil` while it is inactive.
        public var second: Second.Value?
    }
}

/// One gesture, then another once the first succeeds.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The sequence is treated as one primitive gesture.
    public typealias Body = Never
    /// The gesture that must succeed first.
    public var first: First
    /// The gesture recognised once `first` has succeeded.
    public var second: Second
    /// Creates a gesture that recognises `second` once `first` has succeeded.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The state of a sequence: still in its first gesture, or in its second.
    public enum Value {
        /// The first gesture is in progress, with its value.
        case first(First.Value)
        /// The first gesture has succeeded with its value; the second's value is `nil` until it starts.
        case second(First.Value, Second.Value?)
    }
}

/// The first of two gestures to succeed.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The choice is treated as one primitive gesture.
    public typealias Body = Never
    /// The gesture that wins when both could succeed.
    public var first: First
    /// The gesture recognised only when `first` fails.
    public var second: Second
    /// Creates a gesture that recognises `first`, or `second` when `first` fails.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Which of the two gestures succeeded, with its value.
    public enum Value {
        /// The first gesture succeeded with this value.
        case first(First.Value)
        /// The second gesture succeeded with this value.
        case second(Second.Value)
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends, given its final value.
    ///
    /// A snapshot has no touches, so `action` never runs.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self, Value> {
        _ModifiedGesture(base: self)
    }

    /// Updates `state` from the gesture's value while it is active.
    ///
    /// A snapshot has no active gesture, so `body` never runs and `state` keeps its initial value.
    ///
    /// - Parameters:
    ///   - state: The gesture state to update, usually `$name` of a ``GestureState`` property.
    ///   - body: Given the current value, the state to change and the transaction of the change.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> _ModifiedGesture<Self, Value> {
        _ModifiedGesture(base: self)
    }

    /// A gesture that reports `body`'s mapping of this gesture's value; `body` never runs in a snapshot.
    public func map<T>(_ body: @escaping (Value) -> T) -> _ModifiedGesture<Self, T> {
        _ModifiedGesture(base: self)
    }

    /// A gesture that recognises this one and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// A gesture that recognises `other` once this one has succeeded.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// A gesture that recognises this one, or `other` when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform each time the gesture's value changes; it never runs in a snapshot.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self, Value> {
        _ModifiedGesture(base: self)
    }
}

/// State a gesture updates while it is active and that returns to its initial value after.
/// A snapshot has no active gesture, so it reads the initial value.
@propertyWrapper
public struct GestureState<Value> {
    let initialValue: Value

    /// Creates gesture state that holds `wrappedValue` whenever no gesture is active.
    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    /// Creates gesture state that holds `initialValue` whenever no gesture is active.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates gesture state that resets to `wrappedValue` within `resetTransaction` when a gesture ends.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue)
    }

    /// Creates gesture state that resets to `wrappedValue` when a gesture ends, calling `reset` to do it.
    ///
    /// `reset` never runs in a snapshot.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: wrappedValue)
    }

    /// The current value: always the initial one, since a snapshot has no active gesture.
    public var wrappedValue: Value { initialValue }

    /// This state, to pass to a gesture's `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates gesture state that holds `nil` whenever no gesture is active.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil)
    }
}

extension View {
    /// Attaches `gesture` to this view, enabling the gestures `mask` names.
    ///
    /// A snapshot has no touches, so the view is drawn unchanged and the gesture's callbacks never run.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Attaches `gesture` to this view while `isEnabled` is true; the view is drawn unchanged.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self }

    /// Attaches `gesture` to this view, recognised alongside the subviews' gestures; the view is drawn
    /// unchanged.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Attaches `gesture` to this view, taking precedence over the subviews' gestures; the view is
    /// drawn unchanged.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Performs `action` when the user taps this view `count` times.
    ///
    /// The view is drawn unchanged and `action` never runs in a snapshot.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// Performs `action` when the user presses this view long enough.
    ///
    /// The view is drawn unchanged and neither closure runs in a snapshot.
    ///
    /// - Parameters:
    ///   - minimumDuration: How long, in seconds, the press must last.
    ///   - maximumDistance: How far, in points, the finger may move during the press.
    ///   - action: What to do when the press succeeds.
    ///   - onPressingChanged: Called with `true` when the press starts and `false` when it ends.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View { self }

    /// Whether this view receives taps and other touches; a snapshot draws it the same either way.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
}

extension View {
    /// Lets system edge gestures wait for this view's gestures; a still screen has no gestures.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
}

extension View {
    /// Performs `action` with the tap's location when the user taps this view `count` times.
    ///
    /// The view is drawn unchanged and `action` never runs in a snapshot.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View { self }
}
