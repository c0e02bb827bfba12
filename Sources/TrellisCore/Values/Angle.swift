import Foundation

/// A geometric angle, as SwiftUI's: stored in radians, read and written in either unit.
///
/// Rotations take it (`rotationEffect`, `rotation3DEffect`, `hueRotation`), so code written for
/// SwiftUI passes `.degrees(45)` unchanged.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians, as it is stored.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() { radians = 0 }
    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// No rotation.
    public static let zero = Angle()

    /// The radians, for animation code written against SwiftUI.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The angle turned the other way.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    /// The angle scaled by `rhs`.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// The angle divided by `rhs`.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    /// Adds `rhs` to the angle.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    /// Subtracts `rhs` from the angle.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
    /// Scales the angle by `rhs`.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
    /// Divides the angle by `rhs`.
    public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }
}
