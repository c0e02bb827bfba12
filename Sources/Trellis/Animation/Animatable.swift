/// A value that animation could interpolate, as SwiftUI's `Animatable`: app code declares
/// `animatableData` on its shapes and effects. A render is one moment, so Trellis never
/// interpolates; the protocol is there for the declarations to compile.
public protocol Animatable {
    /// The type of the data an animation would interpolate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data an animation would interpolate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No data to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A value with the arithmetic interpolation needs: sums, differences and scaling.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The value squared.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// The data of a value with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates the empty data.
    public init() {}
    /// The empty data.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// The empty data.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// The empty data.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Changes nothing.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values animated together, as a shape with two animated properties declares.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Pairs two values.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both values zero.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    /// The pair of sums.
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    /// The pair of differences.
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    /// Scales both values.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension Angle: Animatable {}
