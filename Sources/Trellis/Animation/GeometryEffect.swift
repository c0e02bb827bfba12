/// A 3×3 projective transform, as SwiftUI's: `x' = (m11·x + m21·y + m31) / w`, and so on.
public struct ProjectionTransform: Hashable, Sendable {
    /// Row 1, column 1: x into x'.
    public var m11: CGFloat = 1
    /// Row 1, column 2: x into y'.
    public var m12: CGFloat = 0
    /// Row 1, column 3: x into w.
    public var m13: CGFloat = 0
    /// Row 2, column 1: y into x'.
    public var m21: CGFloat = 0
    /// Row 2, column 2: y into y'.
    public var m22: CGFloat = 1
    /// Row 2, column 3: y into w.
    public var m23: CGFloat = 0
    /// Row 3, column 1: the horizontal translation.
    public var m31: CGFloat = 0
    /// Row 3, column 2: the vertical translation.
    public var m32: CGFloat = 0
    /// Row 3, column 3.
    public var m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// The projective form of an affine transform.
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// Whether the transform leaves every point where it is.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform has no perspective part.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var out = ProjectionTransform()
        let a = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
        let b = [[rhs.m11, rhs.m12, rhs.m13], [rhs.m21, rhs.m22, rhs.m23], [rhs.m31, rhs.m32, rhs.m33]]
        func at(_ i: Int, _ j: Int) -> CGFloat { (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } }
        (out.m11, out.m12, out.m13) = (at(0, 0), at(0, 1), at(0, 2))
        (out.m21, out.m22, out.m23) = (at(1, 0), at(1, 1), at(1, 2))
        (out.m31, out.m32, out.m33) = (at(2, 0), at(2, 1), at(2, 2))
        return out
    }

    /// The affine part, each row divided by the last entry (the perspective part is dropped).
    var affinePart: CGAffineTransform {
        let w = m33 == 0 || !m33.isFinite ? 1 : m33
        return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
    }
}

/// An effect that moves, turns or skews a view's drawing by a transform, as `ShakeEffect`s and
/// flips are written. Trellis asks for the transform with the size zero, since the size is known
/// only after layout and resolution comes first: translations, rotations and skews about the
/// top-leading corner come out as SwiftUI draws them, a transform built from the size does not.
/// The perspective part of a projective transform is dropped, as `rotation3DEffect` drops it.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform for a view of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// Resolves the content inside the effect's transform.
    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        let transform = modifier.effectValue(size: .zero).affinePart
        return C._resolve(content, in: context).map { GeometryTransform.wrap($0, in: transform) }
    }
}

extension View {
    /// Draws the view through an affine transform about its top-leading corner, without moving
    /// its place in the layout.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffectModifier(transform: transform))
    }

    /// Draws the view through a projective transform about its top-leading corner; the
    /// perspective part is dropped.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_TransformEffectModifier(transform: transform.affinePart))
    }
}

/// The effect nodes of `transformEffect` and `projectionEffect`.
public struct _TransformEffectModifier: ViewModifier {
    public typealias Body = Never
    let transform: CGAffineTransform

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        C._resolve(content, in: context).map { GeometryTransform.wrap($0, in: modifier.transform) }
    }
}

/// An affine transform as the effects the outputs draw: its linear part as a projection about
/// the top-leading corner, inside an offset for its translation; identity parts are left out.
enum GeometryTransform {
    static func wrap(_ node: ResolvedNode, in t: CGAffineTransform) -> ResolvedNode {
        let finite = [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
        guard finite else { return node }
        var result = node
        if t.a != 1 || t.b != 0 || t.c != 0 || t.d != 1 {
            let projection = ResolvedProjection(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), anchor: .topLeading)
            result = ResolvedNode(.effect(.projection(projection)), children: [result])
        }
        if t.tx != 0 || t.ty != 0 {
            let offset = CGSize(width: EffectNumber.length(ResolvedLength.offset(t.tx)), height: EffectNumber.length(ResolvedLength.offset(t.ty)))
            result = ResolvedNode(.effect(.offset(offset)), children: [result])
        }
        return result
    }
}

extension View {
    /// Makes the view's geometry one group for animations (iOS 17); nothing moves in a render.
    public func geometryGroup() -> some View { self }
}
