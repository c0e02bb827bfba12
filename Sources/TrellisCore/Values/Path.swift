import Foundation

/// An outline made of lines and curves: SwiftUI's Path, built with the same calls.
///
/// Its elements are SwiftUI's (moves, lines, quadratic and cubic curves, closes); arcs, ellipses
/// and rounded corners are stored as the cubic curves CoreGraphics also turns them into
/// (Path+Arcs.swift), so every outline is plain data that both outputs write as path data.
/// Used as a view, it is a shape whose outline is itself, whatever the frame.
public struct Path: Hashable, Sendable {
    /// One step of a path's outline.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point, drawing nothing.
        case move(to: CGPoint)
        /// A straight line from the current point to the point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point to `to`, pulled towards `control`.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point to `to`, shaped by `control1` and `control2`.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the current subpath, closing it.
        case closeSubpath
    }

    /// The elements in drawing order.
    public private(set) var elements: [Element] = []
    /// Where the current subpath started, which a close returns to.
    private var subpathStart: CGPoint?
    /// Where the last element ends, or `nil` for an empty path; after a close, the start of the
    /// closed subpath.
    public private(set) var currentPoint: CGPoint?

    /// Creates an empty path.
    public init() {}

    /// Creates a path around `rect`: a closed subpath from its top left, clockwise on screen.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// Creates a path around `rect` with corners of radius `cornerRadius`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle to outline.
    ///   - cornerRadius: The radius of each corner, in points.
    ///   - style: `.continuous` for the smooth corners of Apple's icons, `.circular` for quarter
    ///     circles.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path around `rect` with elliptical corners of `cornerSize`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle to outline.
    ///   - cornerSize: The width and height of each corner.
    ///   - style: `.continuous` for the smooth corners of Apple's icons, `.circular` for elliptical
    ///     quarters.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a closed path around the ellipse that fits in `rect`, stored as cubic curves.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Creates a path by calling `callback` with an empty one to build it:
    /// `Path { path in path.move(to: …); path.addLine(to: …) }`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Calls `body` with each element of the path, in drawing order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    // MARK: - Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
        currentPoint = point
    }

    /// A line from the current point; with none, the line starts where it ends, as CoreGraphics
    /// starts a subpath there.
    public mutating func addLine(to point: CGPoint) {
        startIfNeeded(at: point)
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// Adds a quadratic Bézier curve from the current point to `point`, pulled towards `control`;
    /// with no current point, the curve starts at `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        startIfNeeded(at: point)
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    /// Adds a cubic Bézier curve from the current point to `point`, shaped by `control1` and
    /// `control2`; with no current point, the curve starts at `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        startIfNeeded(at: point)
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Closes the current subpath with a line back to its start; does nothing on an empty path.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    /// Lines through `points`, as a subpath of its own.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A closed subpath around `rect`, clockwise on screen from its top left, as CoreGraphics.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var piece = Path()
        piece.addLines([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)])
        piece.closeSubpath()
        addPath(piece, transform: transform)
    }

    /// Adds a closed subpath around each of `rects`, each mapped through `transform`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// `path`'s elements appended, mapped through `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        let piece = transform.isIdentity ? path : path.applying(transform)
        for element in piece.elements { append(element) }
    }

    private mutating func startIfNeeded(at point: CGPoint) {
        if currentPoint == nil { move(to: point) }
    }

    /// Appends an element as the builder would have, keeping the current point and subpath start.
    package mutating func append(_ element: Element) {
        switch element {
        case .move(let to): move(to: to)
        case .line(let to): addLine(to: to)
        case .quadCurve(let to, let control): addQuadCurve(to: to, control: control)
        case .curve(let to, let control1, let control2): addCurve(to: to, control1: control1, control2: control2)
        case .closeSubpath: closeSubpath()
        }
    }

    // MARK: - Geometry

    /// The path with every point mapped through `transform` (curves map exactly: an affine map of
    /// a Bézier curve is the curve of its mapped control points).
    public func applying(_ transform: CGAffineTransform) -> Path {
        var mapped = Path()
        for element in elements { mapped.append(element.applying(transform)) }
        return mapped
    }

    /// This path moved by `dx` horizontally and `dy` vertically.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The smallest rectangle holding the outline (curves by their extremes, not their control
    /// points); `.null` for an empty path, as CoreGraphics's `boundingBoxOfPath`.
    public var boundingRect: CGRect {
        var bounds = PathBounds()
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let to):
                bounds.add(to)
                current = to
                start = to
            case .line(let to):
                bounds.add(to)
                current = to
            case .quadCurve(let to, let control):
                bounds.addQuad(from: current, control: control, to: to)
                current = to
            case .curve(let to, let control1, let control2):
                bounds.addCubic(from: current, control1, control2, to: to)
                current = to
            case .closeSubpath:
                current = start
            }
        }
        return bounds.rect
    }
}

extension Path.Element {
    package func applying(_ t: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let to): .move(to: to.applying(t))
        case .line(let to): .line(to: to.applying(t))
        case .quadCurve(let to, let control): .quadCurve(to: to.applying(t), control: control.applying(t))
        case .curve(let to, let c1, let c2): .curve(to: to.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: .closeSubpath
        }
    }
}

/// The extremes of lines and curves: a curve's extreme lies at an end or where its derivative is
/// zero, found per axis from the quadratic (or linear) equation of the derivative.
package struct PathBounds {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    package var rect: CGRect {
        minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    package mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    package mutating func addQuad(from p0: CGPoint, control p1: CGPoint, to p2: CGPoint) {
        // A quadratic is the cubic with controls two thirds of the way to its control point.
        let c1 = CGPoint(x: p0.x + 2 / 3 * (p1.x - p0.x), y: p0.y + 2 / 3 * (p1.y - p0.y))
        let c2 = CGPoint(x: p2.x + 2 / 3 * (p1.x - p2.x), y: p2.y + 2 / 3 * (p1.y - p2.y))
        addCubic(from: p0, c1, c2, to: p2)
    }

    package mutating func addCubic(from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, to p3: CGPoint) {
        add(p0)
        add(p3)
        for t in Self.extremes(p0.x, p1.x, p2.x, p3.x) + Self.extremes(p0.y, p1.y, p2.y, p3.y) {
            add(PathGeometry.cubicPoint(p0, p1, p2, p3, at: t))
        }
    }

    /// Parameters in (0, 1) where one coordinate of a cubic has zero derivative.
    package static func extremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // d/dt of the cubic is 3(qa t² + qb t + qc).
        let qa = -a + 3 * b - 3 * c + d
        let qb = 2 * (a - 2 * b + c)
        let qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots += [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
