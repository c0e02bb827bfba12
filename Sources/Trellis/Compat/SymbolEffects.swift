// SF Symbol animations (iOS 17+): `.symbolEffect(.bounce, value: count)`, `.symbolEffect(.pulse)`.
// A snapshot shows a symbol at rest, which is how each effect starts and ends, so every effect
// compiles with SwiftUI's spelling and changes nothing.

public protocol SymbolEffect: Sendable {}
/// An effect that plays once each time a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that plays for as long as it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// The variations every effect has (`.bounce.up.byLayer`); each returns the effect unchanged.
public protocol _SymbolEffectVariations: SymbolEffect {
    init()
}

extension _SymbolEffectVariations {
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
    public var offUp: Self { self }
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var pulse: Self { self }
}

public struct BounceSymbolEffect: _SymbolEffectVariations, DiscreteSymbolEffect, IndefiniteSymbolEffect { public init() {} }
public struct PulseSymbolEffect: _SymbolEffectVariations, DiscreteSymbolEffect, IndefiniteSymbolEffect { public init() {} }
public struct VariableColorSymbolEffect: _SymbolEffectVariations, DiscreteSymbolEffect, IndefiniteSymbolEffect { public init() {} }
public struct ScaleSymbolEffect: _SymbolEffectVariations, IndefiniteSymbolEffect, TransitionSymbolEffect { public init() {} }
public struct AppearSymbolEffect: _SymbolEffectVariations, IndefiniteSymbolEffect, TransitionSymbolEffect { public init() {} }
public struct DisappearSymbolEffect: _SymbolEffectVariations, IndefiniteSymbolEffect, TransitionSymbolEffect { public init() {} }
public struct WiggleSymbolEffect: _SymbolEffectVariations, DiscreteSymbolEffect, IndefiniteSymbolEffect { public init() {} }
public struct RotateSymbolEffect: _SymbolEffectVariations, DiscreteSymbolEffect, IndefiniteSymbolEffect { public init() {} }
public struct BreatheSymbolEffect: _SymbolEffectVariations, DiscreteSymbolEffect, IndefiniteSymbolEffect { public init() {} }
public struct ReplaceSymbolEffect: _SymbolEffectVariations, ContentTransitionSymbolEffect { public init() {} }

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: Self { Self() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: Self { Self() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: Self { Self() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: Self { Self() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: Self { Self() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: Self { Self() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: Self { Self() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: Self { Self() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: Self { Self() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: Self { Self() } }

/// How an effect plays (speed, repeats); a snapshot plays none.
public struct SymbolEffectOptions: Hashable, Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
    public var repeating: SymbolEffectOptions { self }
    public var nonRepeating: SymbolEffectOptions { self }
}

extension View {
    /// Plays an indefinite effect while `isActive`; a snapshot shows the symbol at rest.
    public func symbolEffect<T: IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View { self }

    /// Plays a discrete effect when `value` changes; a snapshot shows the symbol at rest.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View { self }

    /// Removes the symbol effects below; there are none to remove in a snapshot.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
    /// Replaces symbols with a symbol effect; a snapshot shows the new symbol.
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        .symbolEffect
    }
}
