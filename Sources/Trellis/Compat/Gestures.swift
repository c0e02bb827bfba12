// Gestures need a finger; a rendered screen has none. The gesture types and modifiers compile as
// SwiftUI spells them and leave the view as it is; their callbacks never run, and an
// `@GestureState` always holds its initial value, which is what it holds when no gesture is active.

/// An input a view recognises. As in SwiftUI, a gesture is a primitive or has a `body` of others.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture

    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture; it has no body") }
}

/// A tap, or `count` taps.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A press held for `minimumDuration` seconds.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag of at least `minimumDistance` points.
public struct DragGesture: Gesture {
    public typealias Body = Never
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Where a drag is, as SwiftUI reports it.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
}

/// A pinch; `Value` is the scale.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public typealias Body = Never
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// The coordinate space a gesture's locations are in.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// Which gestures a `.gesture` modifier enables: its own, the subviews', both, or none.
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1 << 0)
    public static let subviews = GestureMask(rawValue: 1 << 1)
    public static let all = GestureMask([.gesture, .subviews])
}

/// A gesture with callbacks or a mapping added: what `onChanged`, `onEnded`, `updating` and `map`
/// return. The callbacks are kept only so the types check.
public struct _ModifiedGesture<Base: Gesture, Value>: Gesture {
    public typealias Body = Never
    public let base: Base
}

/// Two gestures recognised together; each value is there while its gesture is active.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
}

/// One gesture, then another once the first succeeds.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
}

/// The first of two gestures to succeed.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
}

extension Gesture {
    public func onEnded(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self, Value> {
        _ModifiedGesture(base: self)
    }

    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> _ModifiedGesture<Self, Value> {
        _ModifiedGesture(base: self)
    }

    public func map<T>(_ body: @escaping (Value) -> T) -> _ModifiedGesture<Self, T> {
        _ModifiedGesture(base: self)
    }

    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension Gesture where Value: Equatable {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self, Value> {
        _ModifiedGesture(base: self)
    }
}

/// State a gesture updates while it is active and that returns to its initial value after.
/// A snapshot has no active gesture, so it reads the initial value.
@propertyWrapper
public struct GestureState<Value> {
    let initialValue: Value

    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue)
    }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: wrappedValue)
    }

    public var wrappedValue: Value { initialValue }

    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil)
    }
}

extension View {
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self }

    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View { self }

    /// The shape that takes hits; drawing is unchanged.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
}
