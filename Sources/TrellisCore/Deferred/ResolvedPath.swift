import Foundation

/// A shape drawn from its outline: a `Path` used as a view, a custom `Shape`, or a built-in shape
/// that was trimmed, inset or transformed.
///
/// A shape's outline depends on its laid-out size (`path(in:)`), so a shape whose outline is not
/// fixed keeps its `source` and is given its path by layout, between passes, the way a
/// GeometryReader is given its content (TrellisLayout/DeferredDrawing.swift). `path` is in the
/// node's own coordinates: (0, 0) is its frame's top left.
public struct ResolvedPath: Hashable, Sendable {
    /// The outline in the node's own coordinates; empty until layout builds it for a shape with a `source`.
    public var path: Path
    /// The size `path` was built for; nil before layout has built it, and for a fixed path.
    public var size: CGSize?
    /// The shape that builds the outline for a size; nil when the outline is fixed.
    public var source: ShapePathSource?
    /// Whether the inside is decided by the even-odd rule (`FillStyle(eoFill: true)` given to a
    /// shape's fill or clip) rather than the non-zero rule.
    public var isEvenOdd = false

    /// A fixed outline, drawn as it is whatever the frame (a `Path` used as a view).
    public init(fixed path: Path) {
        self.path = path.sanitized
        size = nil
        source = nil
    }

    /// An outline `source` builds once layout knows the size.
    public init(source: ShapePathSource, path: Path = Path(), size: CGSize? = nil) {
        self.path = path.sanitized
        self.size = size
        self.source = source
    }

    /// Whether the outline still has to be built for a frame of `size`.
    public func needsPath(for size: CGSize) -> Bool {
        source != nil && self.size != size
    }

    /// This shape with its outline built for `size`.
    public func built(for size: CGSize) -> ResolvedPath {
        guard let source else { return self }
        var built = ResolvedPath(source: source, path: source.path(in: CGRect(origin: .zero, size: size)), size: size)
        built.isEvenOdd = isEvenOdd
        return built
    }
}

/// The user's shape, kept until layout asks it for an outline. `Shape.path(in:)` is
/// nonisolated, as in SwiftUI, so layout calls it on whatever thread it runs. A shape value has
/// no identity of its own, so two sources are equal when they are shapes of one type drawing
/// the same outlines in two probe rects, one wide and one tall (an outline may depend on the
/// aspect): resolving a screen twice then gives equal trees, as it does for every other view.
public final class ShapePathSource: Hashable, Sendable {
    /// The shape's type, which equality and hashing compare.
    private let shapeType: ObjectIdentifier
    /// The shape's own `path(in:)`.
    private let outline: @Sendable (CGRect) -> Path

    /// Keeps a shape of type `shapeType` as its outline for a rect, to ask for later.
    package init(shapeType: Any.Type, outline: @escaping @Sendable (CGRect) -> Path) {
        self.shapeType = ObjectIdentifier(shapeType)
        self.outline = outline
    }

    /// The shape's outline in `rect`, from its own `path(in:)`.
    public func path(in rect: CGRect) -> Path {
        outline(rect)
    }

    private static let probes = [CGRect(x: 0, y: 0, width: 120, height: 70), CGRect(x: 0, y: 0, width: 50, height: 90)]

    public static func == (a: ShapePathSource, b: ShapePathSource) -> Bool {
        a === b || (a.shapeType == b.shapeType && probes.allSatisfy { a.path(in: $0) == b.path(in: $0) })
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(shapeType)
    }
}

extension Path {
    /// The path with every coordinate a resolved tree may hold: NaN as 0, magnitudes at most
    /// `ResolvedLength.limit` (see ResolvedLength.swift). Unchanged paths are returned as they are.
    package var sanitized: Path {
        func isClean(_ p: CGPoint) -> Bool { abs(p.x) <= ResolvedLength.limit && abs(p.y) <= ResolvedLength.limit }
        let clean = elements.allSatisfy { element in
            switch element {
            case .move(let to), .line(let to): isClean(to)
            case .quadCurve(let to, let c): isClean(to) && isClean(c)
            case .curve(let to, let c1, let c2): isClean(to) && isClean(c1) && isClean(c2)
            case .closeSubpath: true
            }
        }
        guard !clean else { return self }
        func fix(_ p: CGPoint) -> CGPoint { CGPoint(x: ResolvedLength.offset(p.x), y: ResolvedLength.offset(p.y)) }
        var fixed = Path()
        for element in elements {
            switch element {
            case .move(let to): fixed.move(to: fix(to))
            case .line(let to): fixed.addLine(to: fix(to))
            case .quadCurve(let to, let c): fixed.addQuadCurve(to: fix(to), control: fix(c))
            case .curve(let to, let c1, let c2): fixed.addCurve(to: fix(to), control1: fix(c1), control2: fix(c2))
            case .closeSubpath: fixed.closeSubpath()
            }
        }
        return fixed
    }
}

extension ResolvedPath {
    /// The tree dump's words for the outline: how many elements, and the size it was built for.
    package var dumpText: String {
        let count = "path(\(path.elements.count) elements"
        if let size { return count + " " + NumberFormatting.string(Double(size.width)) + "x" + NumberFormatting.string(Double(size.height)) + ")" }
        return count + (source == nil ? ")" : " deferred)")
    }
}
