// A snapshot shows the state after every change has finished, so an animation only has to be a
// value: `withAnimation` runs its body at once and returns its result, `.animation` and
// `.transition` leave the view as it is, and `matchedGeometryEffect` draws the view where it is.

/// How a change animates. Each value remembers only its name, for `description`.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let interactiveSpring = Animation("interactiveSpring")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")

    public static func linear(duration: TimeInterval) -> Animation { Animation("linear") }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn") }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut") }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation("easeInOut") }

    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation("timingCurve")
    }

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring")
    }

    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring")
    }

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation("interactiveSpring")
    }

    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation("interpolatingSpring")
    }

    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("bouncy") }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("smooth") }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("snappy") }

    public func delay(_ delay: TimeInterval) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// The context of a state change: the animation it runs with.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations: Bool = false
    public var isContinuous: Bool = false

    public init() {}
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

public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// When an animation counts as complete, for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let isRemoved: Bool
    public static let logicallyComplete = AnimationCompletionCriteria(isRemoved: false)
    public static let removed = AnimationCompletionCriteria(isRemoved: true)
}

extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// The form before iOS 15, which animates every change.
    public func animation(_ animation: Animation?) -> some View { self }

    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

extension Binding {
    /// The same binding; its changes would animate.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}
