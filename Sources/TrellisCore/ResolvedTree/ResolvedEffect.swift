/// A drawing effect on one child (`.effect`): it changes how the child is painted, never where
/// the layout puts it, as in SwiftUI. Layout passes the node through; the emitters draw the
/// effect on an element inside the one carrying the node's frame.
///
/// Every number is brought into what the one number formatter writes (two decimals) where the
/// effect is made, so the SVG, the HTML and the geometry tests all read the same values.
public enum ResolvedEffect: Hashable, Sendable {
    /// `.offset(x:y:)`: the drawing moves by this much.
    case offset(CGSize)
    /// `.rotationEffect(_:anchor:)`: clockwise on screen by `degrees` about `anchor` of the frame.
    case rotation(degrees: Double, anchor: UnitPoint)
    /// `.scaleEffect`: by `x` and `y` about `anchor`.
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// `.rotation3DEffect` about an axis that is not z: the rotated plane seen straight on (its
    /// orthographic projection), a linear map about `anchor`.
    case projection(ResolvedProjection)
    /// `.shadow(color:radius:x:y:)`: the child's alpha, blurred, tinted and offset, behind it.
    case shadow(ResolvedShadow)
    /// `.blur(radius:opaque:)`.
    case blur(radius: CGFloat, isOpaque: Bool)
    /// `.brightness`, `.contrast`, `.saturation`, `.grayscale`, `.hueRotation`, `.colorInvert`.
    case colorFilter(ResolvedColorFilter)
    /// `.blendMode(_:)`: the child is blended with what is behind it.
    case blendMode(BlendMode)
    /// `.compositingGroup()`: the child is composited on its own before anything outside it
    /// (a blend mode inside it blends only within it).
    case compositingGroup
    /// `.zIndex(_:)`: the child paints in this order among its siblings; layout is unchanged.
    case zIndex(Double)
    /// `.mask(alignment:_:)`: child 0 is the content, child 1 the mask, laid out like an overlay;
    /// the content shows where the mask is opaque.
    case mask(alignment: Alignment)
}

/// The linear part of a flattened 3D rotation, `x' = a·x + c·y`, `y' = b·x + d·y` about the anchor
/// (SVG's and CSS's `matrix(a, b, c, d, …)` order).
public struct ResolvedProjection: Hashable, Sendable {
    /// How the plane's x axis maps onto the screen's x (`x' = a·x + …`).
    public var a: Double
    /// How the plane's x axis maps onto the screen's y.
    public var b: Double
    /// How the plane's y axis maps onto the screen's x.
    public var c: Double
    /// How the plane's y axis maps onto the screen's y.
    public var d: Double
    /// The point of the child's frame that stays in place.
    public var anchor: UnitPoint

    /// Creates a projection; each factor is rounded to two decimals and clamped to ±10,000 (NaN as 1),
    /// and a NaN anchor coordinate reads as 0.5.
    public init(a: Double, b: Double, c: Double, d: Double, anchor: UnitPoint) {
        self.a = EffectNumber.factor(a)
        self.b = EffectNumber.factor(b)
        self.c = EffectNumber.factor(c)
        self.d = EffectNumber.factor(d)
        self.anchor = EffectNumber.anchor(anchor)
    }
}

/// A `.shadow(color:radius:x:y:)`: a blurred, tinted copy of the child's shape behind it,
/// written as an SVG filter and as a CSS `drop-shadow` that draw the same blur.
public struct ResolvedShadow: Hashable, Sendable {
    /// The shadow's color, with its opacity.
    public var color: Color.Resolved
    /// How far the shadow spreads, in points: twice the blur's standard deviation, as CSS reads it.
    public var radius: CGFloat
    /// How far right of the child the shadow sits.
    public var x: CGFloat
    /// How far below the child the shadow sits.
    public var y: CGFloat

    /// Creates a shadow; lengths are rounded to two decimals, the radius is at least 0.
    public init(color: Color.Resolved, radius: CGFloat, x: CGFloat, y: CGFloat) {
        self.color = color
        self.radius = EffectNumber.length(ResolvedLength.size(radius))
        self.x = EffectNumber.length(ResolvedLength.offset(x))
        self.y = EffectNumber.length(ResolvedLength.offset(y))
    }

    /// The Gaussian's standard deviation. Apple documents the radius only as "how much to blur";
    /// Trellis reads it as CSS reads a shadow's blur radius, twice the deviation (CSS Backgrounds
    /// 3, box-shadow), so `drop-shadow(x y radius)` in the HTML is the SVG's blur exactly.
    public var standardDeviation: Double { Double(radius) / 2 }
}

/// One of SwiftUI's color adjustments, each a fixed function of a pixel's color (see
/// `ColorFilterMatrix` in TrellisRender for the matrices both outputs compute).
public enum ResolvedColorFilter: Hashable, Sendable {
    /// Adds `amount` to each color component (1 turns everything white).
    case brightness(Double)
    /// Scales each component's distance from 0.5 by `amount`; a negative amount also inverts.
    case contrast(Double)
    /// 0 is gray, 1 the original, above 1 more saturated.
    case saturation(Double)
    /// 0 is the original, 1 gray.
    case grayscale(Double)
    /// Turns every hue around the color wheel by `degrees`.
    case hueRotation(degrees: Double)
    /// Replaces each color component `c` with `1 − c`.
    case colorInvert
    /// `.colorMultiply(_:)`: each component times the color's (red by red, …, alpha by opacity).
    case multiply(Color.Resolved)
}

/// How effect numbers are kept finite, in range, and at the precision the outputs write.
package enum EffectNumber {
    /// Two decimals, as NumberFormatting writes them.
    package static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    package static func length(_ value: CGFloat) -> CGFloat { CGFloat(rounded(Double(value))) }

    /// A scale factor: ±10,000 (a scaled frame stays a length the outputs can write), NaN as 1.
    package static func factor(_ value: Double, nan: Double = 1) -> Double {
        value.isNaN ? nan : rounded(min(max(value, -10_000), 10_000))
    }

    /// An amount of a color filter: ±100, NaN as `nan`.
    package static func amount(_ value: Double, nan: Double) -> Double {
        value.isNaN ? nan : rounded(min(max(value, -100), 100))
    }

    /// Degrees in (-360, 360), NaN and infinities as 0.
    package static func degrees(_ value: Double) -> Double {
        value.isFinite ? rounded(value.truncatingRemainder(dividingBy: 360)) : 0
    }

    package static func anchor(_ point: UnitPoint) -> UnitPoint {
        UnitPoint(x: CGFloat(factor(Double(point.x), nan: 0.5)), y: CGFloat(factor(Double(point.y), nan: 0.5)))
    }
}
