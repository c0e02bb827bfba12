/// Keyframes as SwiftUI declares them (iOS 17). They are only described: a render shows the
/// initial value (PhaseAnimator.swift), so no keyframe is ever evaluated.

/// Keyframes that animate a value of type `Value`.
public protocol Keyframes<Value> {
    /// The animated value.
    associatedtype Value
}

/// Keyframes along one track: a keyframe, or several in sequence.
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes move to.
    associatedtype Value
}

/// The keyframes written in a `keyframes:` closure, erased: nothing reads them.
public struct _Keyframes<Value>: Keyframes {}

/// The keyframes written inside a track, erased: nothing reads them.
public struct _KeyframeTrackSequence<Value>: KeyframeTrackContent {}

/// Builds the tracks of a keyframe animation.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// One set of keyframes.
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _Keyframes<Value> where K.Value == Value { _Keyframes() }
    /// The keyframes of a block.
    public static func buildBlock(_ components: _Keyframes<Value>...) -> _Keyframes<Value> { _Keyframes() }
    /// An optional set.
    public static func buildOptional(_ component: _Keyframes<Value>?) -> _Keyframes<Value> { _Keyframes() }
    /// The first branch of an `if`.
    public static func buildEither(first component: _Keyframes<Value>) -> _Keyframes<Value> { component }
    /// The second branch of an `if`.
    public static func buildEither(second component: _Keyframes<Value>) -> _Keyframes<Value> { component }
    /// The sets of a loop.
    public static func buildArray(_ components: [_Keyframes<Value>]) -> _Keyframes<Value> { _Keyframes() }
}

/// Builds the keyframes of one track.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    /// One keyframe.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeTrackSequence<Value> where K.Value == Value {
        _KeyframeTrackSequence()
    }
    /// The keyframes of a block, in sequence.
    public static func buildBlock(_ components: _KeyframeTrackSequence<Value>...) -> _KeyframeTrackSequence<Value> { _KeyframeTrackSequence() }
    /// An optional keyframe.
    public static func buildOptional(_ component: _KeyframeTrackSequence<Value>?) -> _KeyframeTrackSequence<Value> { _KeyframeTrackSequence() }
    /// The first branch of an `if`.
    public static func buildEither(first component: _KeyframeTrackSequence<Value>) -> _KeyframeTrackSequence<Value> { component }
    /// The second branch of an `if`.
    public static func buildEither(second component: _KeyframeTrackSequence<Value>) -> _KeyframeTrackSequence<Value> { component }
    /// The keyframes of a loop.
    public static func buildArray(_ components: [_KeyframeTrackSequence<Value>]) -> _KeyframeTrackSequence<Value> { _KeyframeTrackSequence() }
}

/// The keyframes of one property of the animated value, reached by a key path. (SwiftUI names
/// the generic parameters `Root, Value, Content`; here the property's type is `Property`, so
/// that `Value`, the animated value as `Keyframes` names it, is `Root`.)
public struct KeyframeTrack<Root, Property, Content: KeyframeTrackContent>: Keyframes where Content.Value == Property {
    /// The animated value: the root of the key path.
    public typealias Value = Root

    /// Animates the property at `keyPath` through `content`.
    public init(_ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> Content) {}
}

extension KeyframeTrack where Root == Property {
    /// Animates the whole value through `content`.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {}
}

/// A timing curve from 0 to 1, for keyframes and custom animations.
public struct UnitCurve: Hashable, Sendable {
    let name: String
    /// A constant rate.
    public static let linear = UnitCurve(name: "linear")
    /// Starts slowly and speeds up.
    public static let easeIn = UnitCurve(name: "easeIn")
    /// Starts quickly and slows down.
    public static let easeOut = UnitCurve(name: "easeOut")
    /// Starts and ends slowly.
    public static let easeInOut = UnitCurve(name: "easeInOut")
    /// A cubic Bézier curve through (0, 0), the two control points and (1, 1).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve(name: "bezier") }
}

/// A spring's motion, as a keyframe or an animation describes it.
public struct Spring: Hashable, Sendable {
    /// How long the spring takes to come to rest, roughly.
    public var duration: TimeInterval
    /// How much it overshoots: 0 none, up to 1 more.
    public var bounce: Double

    /// A spring of `duration` and `bounce`.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }

    /// A spring of `response` and `dampingFraction`, SwiftUI's older spelling.
    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: 1 - dampingRatio)
    }

    /// No overshoot.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A little overshoot.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A noticeable bounce.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
}

/// Moves to `to` at a constant rate (or along `timingCurve`) over `duration`.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    /// Creates the keyframe.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// Moves to `to` along a spring.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    /// Creates the keyframe.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// Moves to `to` along a cubic curve over `duration`.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    /// Creates the keyframe.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// Jumps to `to` at once.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    /// Creates the keyframe.
    public init(_ to: Value) {}
}

extension Animation {
    /// An animation along `spring` (iOS 17); a snapshot draws the end state.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring")
    }

    /// An interpolating animation along `spring` (iOS 17); a snapshot draws the end state.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring")
    }
}
