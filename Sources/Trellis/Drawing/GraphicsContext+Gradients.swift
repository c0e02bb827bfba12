import Foundation

extension GraphicsContext {
    /// Options for a shading's gradient, as SwiftUI's.
    ///
    /// Accepted and not drawn: every gradient pads with its end colors, and colors interpolate in
    /// sRGB as both outputs do.
    public struct GradientOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Creates options from their raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient beyond its ends (drawn padded).
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeats the gradient beyond its ends, every other copy reversed (drawn padded).
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates in a linear color space (drawn in sRGB).
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// A shading's gradient with its geometry in the context's user space.
    struct PlacedShading: Sendable {
        enum Geometry: Sendable {
            case linear(start: CGPoint, end: CGPoint)
            case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(center: CGPoint, angle: Angle)
        }
        var gradient: AnyGradient
        var geometry: Geometry
    }

    /// The gradient `shading` paints a path whose bounds are `bounds` with, its paint grown by
    /// `growth` on every side (half a stroke's width); nil for a shading of one color.
    func gradient(of shading: Shading, over bounds: CGRect, growingBy growth: CGFloat) -> CanvasGradient? {
        let bounds = bounds.isNull || !bounds.minX.isFinite || !bounds.minY.isFinite ? CGRect.zero : bounds
        let coverage = bounds.insetBy(dx: -growth, dy: -growth)
        if let placed = shading.placed {
            // User-space points become unit points of a box that has an area, whatever the path.
            let frame = coverage.insetBy(dx: -max(0, (1 - coverage.width) / 2), dy: -max(0, (1 - coverage.height) / 2))
            func unit(_ point: CGPoint) -> UnitPoint {
                UnitPoint(x: (point.x - frame.minX) / frame.width, y: (point.y - frame.minY) / frame.height)
            }
            let geometry: ResolvedGradient.Geometry
            switch placed.geometry {
            case .linear(let start, let end):
                geometry = .linear(start: unit(start), end: unit(end))
            case .radial(let center, let startRadius, let endRadius):
                geometry = .radial(center: unit(center), startRadius: startRadius, endRadius: endRadius)
            case .conic(let center, let angle):
                geometry = .angular(center: unit(center), startAngle: angle.radians, endAngle: angle.radians + 2 * .pi)
            }
            guard case .gradient(let gradient) = placed.gradient.paint(geometry, in: environment) else { return nil }
            return CanvasGradient(gradient: gradient, frame: frame, coverage: frame)
        }
        guard case .gradient(let gradient)? = shading.style?._resolvePaint(in: environment) else { return nil }
        return CanvasGradient(gradient: gradient, frame: bounds, coverage: coverage)
    }
}

extension GraphicsContext.Shading {
    /// A shading of a linear gradient from `startPoint` (location 0) to `endPoint` (location 1),
    /// in the context's user space; the colors are constant on lines across that axis.
    ///
    /// - Parameters:
    ///   - gradient: The colors and their locations.
    ///   - startPoint: Where location 0 lies.
    ///   - endPoint: Where location 1 lies.
    ///   - options: Accepted; the gradient pads with its end colors.
    public static func linearGradient(
        _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()
    ) -> GraphicsContext.Shading {
        linearGradient(AnyGradient(gradient), startPoint: startPoint, endPoint: endPoint, options: options)
    }

    /// A shading of a linear gradient from `startPoint` to `endPoint`, in the context's user space.
    public static func linearGradient(
        _ gradient: AnyGradient, startPoint: CGPoint, endPoint: CGPoint, options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()
    ) -> GraphicsContext.Shading {
        GraphicsContext.Shading(style: AnyShapeStyle(gradient), placed: .init(gradient: gradient, geometry: .linear(start: startPoint, end: endPoint)))
    }

    /// A shading of a radial gradient: circles around `center`, location 0 at `startRadius` and 1
    /// at `endRadius`, in the context's user space.
    ///
    /// - Parameters:
    ///   - gradient: The colors and their locations.
    ///   - center: The circles' center.
    ///   - startRadius: The radius of location 0.
    ///   - endRadius: The radius of location 1.
    ///   - options: Accepted; the gradient pads with its end colors.
    public static func radialGradient(
        _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
        options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()
    ) -> GraphicsContext.Shading {
        radialGradient(AnyGradient(gradient), center: center, startRadius: startRadius, endRadius: endRadius, options: options)
    }

    /// A shading of a radial gradient around `center`, in the context's user space.
    public static func radialGradient(
        _ gradient: AnyGradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
        options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()
    ) -> GraphicsContext.Shading {
        GraphicsContext.Shading(
            style: AnyShapeStyle(gradient), placed: .init(gradient: gradient, geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius)))
    }

    /// A shading of a conic gradient: the colors turn once around `center`, clockwise on screen,
    /// from `angle` (0 is the trailing direction) back to it, as an `AngularGradient` does.
    ///
    /// - Parameters:
    ///   - gradient: The colors and their locations.
    ///   - center: The point the colors turn around, in the context's user space.
    ///   - angle: Where location 0 (and 1) lies.
    ///   - options: Accepted; not drawn.
    public static func conicGradient(
        _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()
    ) -> GraphicsContext.Shading {
        conicGradient(AnyGradient(gradient), center: center, angle: angle, options: options)
    }

    /// A shading of a conic gradient around `center`, from `angle` once round, in user space.
    public static func conicGradient(
        _ gradient: AnyGradient, center: CGPoint, angle: Angle = Angle(), options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()
    ) -> GraphicsContext.Shading {
        GraphicsContext.Shading(style: AnyShapeStyle(gradient), placed: .init(gradient: gradient, geometry: .conic(center: center, angle: angle)))
    }
}
