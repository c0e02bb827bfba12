import Foundation

/// `rotation3DEffect` without perspective: what the rotated plane looks like seen straight on.
///
/// A point (x, y, 0) of the view, rotated in 3D, lands at R·(x, y, 0); dropping its depth (an
/// orthographic projection) leaves the upper left 2×2 block of R, a linear map of the plane. About
/// z that is a rotation, about x a vertical scale by cos θ, about y a horizontal one, and any other
/// axis gives the block as a matrix. Coordinates are the screen's (y down), so a positive angle
/// about z turns clockwise, as `rotationEffect` does.
package enum Rotation3D {
    package static func flattened(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint) -> ResolvedEffect {
        let anchor = EffectNumber.anchor(anchor)
        let finite = [axis.x, axis.y, axis.z].map { $0.isFinite ? Double($0) : 0 }
        let length = (finite[0] * finite[0] + finite[1] * finite[1] + finite[2] * finite[2]).squareRoot()
        let radians = angle.radians.isFinite ? angle.radians : 0
        guard length > 0, length.isFinite else { return .scale(x: 1, y: 1, anchor: anchor) }
        let (x, y, z) = (finite[0] / length, finite[1] / length, finite[2] / length)
        if x == 0, y == 0 {
            return .rotation(degrees: EffectNumber.degrees(z > 0 ? angle.degrees : -angle.degrees), anchor: anchor)
        }
        let cosine = cos(radians), sine = sin(radians)
        if z == 0, y == 0 { return .scale(x: 1, y: EffectNumber.factor(cosine), anchor: anchor) }
        if z == 0, x == 0 { return .scale(x: EffectNumber.factor(cosine), y: 1, anchor: anchor) }
        // Rodrigues' formula, R = cos θ·I + sin θ·[k]× + (1 − cos θ)·k·kᵀ, its 2×2 block.
        let versine = 1 - cosine
        return .projection(ResolvedProjection(
            a: cosine + versine * x * x,
            b: sine * z + versine * x * y,
            c: -sine * z + versine * x * y,
            d: cosine + versine * y * y,
            anchor: anchor))
    }
}
