// A snapshot shows the state after every change has finished, so an animation only has to be a
// value: `withAnimation` runs its body at once and returns its result, `.animation` and
// `.transition` leave the view as it is, and `matchedGeometryEffect` draws the view where it is.

/// How a change animates. Each value remembers only its name, for `description`.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }

    /// The system's default animation, a spring in SwiftUI today.
    public static let `default` = Animation("default")
    /// An animation that moves at a constant speed from start to end.
    public static let linear = Animation("linear")
    /// An animation that starts slowly and speeds up towards the end.
    public static let easeIn = Animation("easeIn")
    /// An animation that starts quickly and slows down towards the end.
    public static let easeOut = Animation("easeOut")
    /// An animation that starts and ends slowly, fastest in the middle.
    public static let easeInOut = Animation("easeInOut")
    /// A spring animation with SwiftUI's default response and damping.
    public static let spring = Animation("spring")
    /// A quick, lightly damped spring, meant for changes that follow a finger.
    public static let interactiveSpring = Animation("interactiveSpring")
    /// A spring with a noticeable bounce at its end.
    public static let bouncy = Animation("bouncy")
    /// A spring that settles without bouncing.
    public static let smooth = Animation("smooth")
    /// A fast spring with a small bounce.
    public static let snappy = Animation("snappy")

    /// A constant-speed animation lasting `duration` seconds.
    ///
    /// A snapshot draws only the end state, so the duration is accepted and ignored.
    public static func linear(duration: TimeInterval) -> Animation { Animation("linear") }
    /// An ease-in animation lasting `duration` seconds; the duration is ignored in a snapshot.
    public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn") }
    /// An ease-out animation lasting `duration` seconds; the duration is ignored in a snapshot.
    public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut") }
    /// An ease-in-out animation lasting `duration` seconds; the duration is ignored in a snapshot.
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation("easeInOut") }

    /// An animation whose pace follows a cubic Bézier timing curve.
    ///
    /// The curve runs from (0, 0) to (1, 1) through the two control points. A snapshot shows only
    /// the end state, so none of the arguments changes the output.
    ///
    /// - Parameters:
    ///   - p1x: The x coordinate of the first control point.
    ///   - p1y: The y coordinate of the first control point.
    ///   - p2x: The x coordinate of the second control point.
    ///   - p2y: The y coordinate of the second control point.
    ///   - duration: The length of the animation in seconds.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation("timingCurve")
    }

    /// A spring described by its response time and damping.
    ///
    /// - Parameters:
    ///   - response: The time, in seconds, the spring takes to complete one period.
    ///   - dampingFraction: How quickly the bounce dies out; 1 settles without overshooting.
    ///   - blendDuration: How long, in seconds, a new spring blends with one still running.
    /// - Returns: A spring; a snapshot ignores its parameters and draws the end state.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring")
    }

    /// A spring described by its perceived duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceived length of the animation in seconds.
    ///   - bounce: How much the spring overshoots: 0 for none, up to 1 for a lot; negative values
    ///     make it slower to settle.
    ///   - blendDuration: How long, in seconds, a new spring blends with one still running.
    /// - Returns: A spring; a snapshot ignores its parameters and draws the end state.
    // Disfavored, as in SwiftUI, so that `.spring()` (iOS 13 code's usual spelling) picks the
    // response form instead of being ambiguous.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring")
    }

    /// A quick spring for interactive changes, described by its response and damping.
    ///
    /// - Parameters:
    ///   - response: The time, in seconds, the spring takes to complete one period.
    ///   - dampingFraction: How quickly the bounce dies out; 1 settles without overshooting.
    ///   - blendDuration: How long, in seconds, a new spring blends with one still running.
    /// - Returns: An interactive spring; a snapshot ignores its parameters.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation("interactiveSpring")
    }

    /// A spring described physically, by the mass on it, its stiffness and its damping.
    ///
    /// - Parameters:
    ///   - mass: The mass attached to the spring.
    ///   - stiffness: The spring's stiffness.
    ///   - damping: The friction that slows the motion.
    ///   - initialVelocity: The speed at which the motion starts.
    /// - Returns: A spring; a snapshot ignores its parameters and draws the end state.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation("interpolatingSpring")
    }

    /// A bouncy spring of the given perceived duration, with `extraBounce` added to its bounce.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("bouncy") }
    /// A smooth spring of the given perceived duration, with `extraBounce` added to its bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("smooth") }
    /// A snappy spring of the given perceived duration, with `extraBounce` added to its bounce.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("snappy") }

    /// This animation, started `delay` seconds later.
    ///
    /// A snapshot has no time line, so this returns the animation unchanged.
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// This animation, played `speed` times as fast; returned unchanged in a snapshot.
    public func speed(_ speed: Double) -> Animation { self }
    /// This animation, played `repeatCount` times, reversing between runs if `autoreverses`.
    ///
    /// Returned unchanged: a snapshot shows where the last repetition ends.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// This animation, repeated for as long as the view is on screen.
    ///
    /// Returned unchanged: a snapshot draws the view in its state without the animation.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// The context of a state change: the animation it runs with.
public struct Transaction {
    /// The animation the change runs with, or `nil` for none.
    public var animation: Animation?
    /// Whether animations attached to views with `animation(_:value:)` are suppressed for this change.
    public var disablesAnimations: Bool = false
    /// Whether the change is one step of a continuous interaction, such as a drag.
    public var isContinuous: Bool = false

    /// Creates a transaction with no animation.
    public init() {}
    /// Creates a transaction that runs its change with `animation`.
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` at once and returns its result: the screen shows the state it leaves.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// iOS 17's form with a completion, which runs after `body` since the animation takes no time.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Runs `body` within `transaction` and returns its result.
///
/// In a snapshot the body runs at once and the screen shows the state it leaves, whatever the
/// transaction says.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// When an animation counts as complete, for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let isRemoved: Bool
    /// The animation counts as complete once it has logically finished, even if a spring still moves.
    public static let logicallyComplete = AnimationCompletionCriteria(isRemoved: false)
    /// The animation counts as complete only once it has been removed from the view entirely.
    public static let removed = AnimationCompletionCriteria(isRemoved: true)
}

extension View {
    /// Animates changes to this view with `animation` whenever `value` changes.
    ///
    /// A snapshot draws the view in its current state, so this returns the view unchanged.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// The form before iOS 15, which animates every change.
    public func animation(_ animation: Animation?) -> some View { self }

    /// Changes the transaction of every state change inside this view.
    ///
    /// The closure is never called: a static render has no state changes to animate.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

extension Binding {
    /// The same binding; its changes would animate.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// The same binding; its changes would run within `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension View {
    /// Applies `body`'s modifiers to this view under `animation` (iOS 17). A render is one moment,
    /// so the modifiers are drawn at their final values, as when the animation has finished.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self))
    }
}
