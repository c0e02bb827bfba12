// SF Symbol animations (iOS 17+): `.symbolEffect(.bounce, value: count)`, `.symbolEffect(.pulse)`.
// A snapshot shows a symbol at rest, which is how each effect starts and ends, so every effect
// compiles with SwiftUI's spelling and changes nothing.

/// An animation of an SF Symbol, applied with `.symbolEffect`.
///
/// A snapshot shows every symbol at rest, where each effect starts and ends, so Trellis draws
/// the symbol as if it had no effect.
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

/// Makes a symbol jump up or down, once per change or in a loop.
///
/// A snapshot shows the symbol at rest, so Trellis draws it unchanged.
public struct BounceSymbolEffect: _SymbolEffectVariations, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// Creates the effect in its default form.
    public init() {}
}
/// Fades the opacity of a symbol's layers in and out.
///
/// A snapshot shows the symbol at rest, so Trellis draws it unchanged.
public struct PulseSymbolEffect: _SymbolEffectVariations, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// Creates the effect in its default form.
    public init() {}
}
/// Lights a symbol's variable layers one after another, as a Wi-Fi symbol fills in.
///
/// A snapshot shows the symbol at rest, so Trellis draws it unchanged.
public struct VariableColorSymbolEffect: _SymbolEffectVariations, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// Creates the effect in its default form.
    public init() {}
}
/// Grows or shrinks a symbol, and keeps it at that size while active.
///
/// A snapshot shows the symbol at rest, so Trellis draws it unchanged.
public struct ScaleSymbolEffect: _SymbolEffectVariations, IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// Creates the effect in its default form.
    public init() {}
}
/// Draws a symbol in, layer by layer.
///
/// A snapshot shows the symbol at rest, so Trellis draws it unchanged.
public struct AppearSymbolEffect: _SymbolEffectVariations, IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// Creates the effect in its default form.
    public init() {}
}
/// Takes a symbol away, layer by layer.
///
/// A snapshot shows the symbol at rest, so Trellis draws it unchanged.
public struct DisappearSymbolEffect: _SymbolEffectVariations, IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// Creates the effect in its default form.
    public init() {}
}
/// Shakes a symbol back and forth to draw the eye to it.
///
/// A snapshot shows the symbol at rest, so Trellis draws it unchanged.
public struct WiggleSymbolEffect: _SymbolEffectVariations, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// Creates the effect in its default form.
    public init() {}
}
/// Turns a symbol, or the layers of it meant to turn, about its center.
///
/// A snapshot shows the symbol at rest, so Trellis draws it unchanged.
public struct RotateSymbolEffect: _SymbolEffectVariations, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// Creates the effect in its default form.
    public init() {}
}
/// Swells and shrinks a symbol gently, as if breathing.
///
/// A snapshot shows the symbol at rest, so Trellis draws it unchanged.
public struct BreatheSymbolEffect: _SymbolEffectVariations, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// Creates the effect in its default form.
    public init() {}
}
/// Swaps one symbol for another, animating out the old and in the new.
///
/// A snapshot shows the symbol at rest, so Trellis draws it unchanged.
public struct ReplaceSymbolEffect: _SymbolEffectVariations, ContentTransitionSymbolEffect {
    /// Creates the effect in its default form.
    public init() {}
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// Makes a symbol jump up or down, once per change or in a loop.
    public static var bounce: Self { Self() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// Fades the opacity of a symbol's layers in and out.
    public static var pulse: Self { Self() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Lights a symbol's variable layers one after another, as a Wi-Fi symbol fills in.
    public static var variableColor: Self { Self() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// Grows or shrinks a symbol, and keeps it at that size while active.
    public static var scale: Self { Self() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// Draws a symbol in, layer by layer.
    public static var appear: Self { Self() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Takes a symbol away, layer by layer.
    public static var disappear: Self { Self() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// Shakes a symbol back and forth to draw the eye to it.
    public static var wiggle: Self { Self() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    /// Turns a symbol, or the layers of it meant to turn, about its center.
    public static var rotate: Self { Self() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Swells and shrinks a symbol gently, as if breathing.
    public static var breathe: Self { Self() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// Swaps one symbol for another, animating out the old and in the new.
    public static var replace: Self { Self() }
}

/// How an effect plays (speed, repeats); a snapshot plays none.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// The effect's own speed and repeat behavior.
    public static let `default` = SymbolEffectOptions()
    /// The effect repeats for as long as it is active.
    public static let repeating = SymbolEffectOptions()
    /// The effect plays once.
    public static let nonRepeating = SymbolEffectOptions()
    /// The effect plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// The effect plays at `speed` times its normal rate.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// These options with the effect playing `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    /// These options with the effect playing at `speed` times its normal rate.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
    /// These options with the effect repeating while active.
    public var repeating: SymbolEffectOptions { self }
    /// These options with the effect playing once.
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
