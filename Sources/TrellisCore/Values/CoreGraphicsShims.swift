import Foundation

// SwiftUI's drawing API names CoreGraphics types (StrokeStyle's caps and joins, Path's
// transforms, `Color(cgColor:)`, gestures' vectors). Linux's Foundation has only CGFloat, CGPoint,
// CGSize and CGRect, so Trellis declares the rest with CoreGraphics's spelling; on Apple's
// platforms CoreGraphics's own types are used. The test is the platform, not `canImport`: the
// package's own CoreGraphics module would make `canImport(CoreGraphics)` true here.
#if !canImport(Darwin)

/// How a stroke's open ends are drawn.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// `butt` ends the stroke flat at the end point, `round` with a half circle beyond it, and
    /// `square` with a half square beyond it.
    case butt, round, square
}

/// How a stroke's segments meet at a corner.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// `miter` meets the outer edges at a point, `round` rounds the corner with a circular arc, and
    /// `bevel` cuts it off with a straight line.
    case miter, round, bevel
}

/// An affine map of the plane: x' = a·x + c·y + tx, y' = b·x + d·y + ty, as CoreGraphics defines it.
public struct CGAffineTransform: Hashable, Sendable {
    /// The horizontal scale and rotation component that multiplies x into x'.
    public var a: CGFloat
    /// The component that multiplies x into y' (rotation and shear).
    public var b: CGFloat
    /// The component that multiplies y into x' (rotation and shear).
    public var c: CGFloat
    /// The vertical scale and rotation component that multiplies y into y'.
    public var d: CGFloat
    /// The horizontal translation, added to x'.
    public var tx: CGFloat
    /// The vertical translation, added to y'.
    public var ty: CGFloat

    /// Creates a transform from its six components, as named in the type's formula.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Creates a transform from its six components in the order `a, b, c, d, tx, ty`.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Creates the identity transform, which leaves every point where it is.
    public init() { self = .identity }

    /// The transform that leaves every point where it is.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Creates a transform that moves every point by `tx` horizontally and `ty` vertically.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that scales x by `sx` and y by `sy` about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Turns by `angle` radians; with y pointing down, a positive angle turns clockwise on screen.
    public init(rotationAngle angle: CGFloat) {
        let (sine, cosine) = (sin(angle), cos(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this transform leaves every point where it is.
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// `(tx, ty)`'s translation applied before this transform, as CoreGraphics's `translatedBy`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// This transform with a scale by `x` and `y` applied before it, as CoreGraphics's `scaledBy`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// This transform with a rotation by `angle` radians applied before it, as CoreGraphics's `rotated(by:)`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse map; a transform that flattens the plane has none and is returned unchanged,
    /// as CoreGraphics does.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

/// A two-dimensional vector, as a drag's velocity or a physics impulse is given.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// Creates a vector of two components.
    public init(dx: CGFloat, dy: CGFloat) {
        (self.dx, self.dy) = (dx, dy)
    }

    /// Creates the zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// The zero vector.
    public static let zero = CGVector()
}

/// A color as Core Graphics holds it: sRGB components with alpha, each between 0 and 1.
public final class CGColor: Hashable, Sendable {
    /// Red, green, blue and alpha.
    public let components: [CGFloat]?

    /// Creates a color from sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// Creates a gray from its white level.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, gray, gray, alpha]
    }

    /// Creates a color from sRGB components, as `CGColor(srgbRed:green:blue:alpha:)` is written.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The color's alpha.
    public var alpha: CGFloat { components?[3] ?? 1 }

    /// How many components the color has: red, green, blue and alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

/// A bitmap as Core Graphics holds it, for the SwiftUI API that takes one
/// (`Image(_:scale:orientation:label:)`, `ImageRenderer.cgImage`). A render decodes and draws no
/// bitmaps, so the API that would make one gives nil and the app's fallback is what draws.
public final class CGImage: Hashable, Sendable {
    /// The bitmap's width in pixels.
    public let width: Int
    /// The bitmap's height in pixels.
    public let height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static func == (a: CGImage, b: CGImage) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Color {
    /// SwiftUI's color of a Core Graphics color.
    public init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), opacity: Double(c[3]))
    }
}

extension CGPoint {
    /// This point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// This size mapped through `t`'s linear part; the translation doesn't move a size.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

#endif
