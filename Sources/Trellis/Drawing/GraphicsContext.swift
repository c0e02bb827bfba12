import Foundation

/// What a Canvas's renderer draws with, as SwiftUI's GraphicsContext: fills and strokes of paths,
/// texts and images, under a transform, an opacity and clips that apply to what is drawn after
/// them. Each call is recorded as an operation (ResolvedCanvas.swift) with the context's state;
/// copies share the drawing, as in SwiftUI, and keep their own state.
@MainActor
public struct GraphicsContext {
    final class Recording {
        var operations: [CanvasOperation] = []
        var clips: [Path] = []
        /// Positions in `clips` of the paths clipped to by the even-odd rule.
        var evenOddClips: [Int] = []
    }

    let recording: Recording
    /// The canvas's resolution context, which texts and images drawn here resolve in.
    let context: _ResolveContext
    /// The transform applied to everything drawn after it is set, from the context's coordinates to
    /// the canvas's; starts as the identity.
    public var transform: CGAffineTransform = .identity
    /// The opacity, 0 to 1, of everything drawn after it is set; starts at 1.
    public var opacity: Double = 1
    var clipIndices: [Int] = []

    init(context: _ResolveContext) {
        recording = Recording()
        self.context = context
    }

    /// The environment of the Canvas.
    public var environment: EnvironmentValues { context.environment }

    /// What a fill or stroke paints with.
    public struct Shading: Sendable {
        let style: AnyShapeStyle?
        /// A gradient placed in the context's user space (GraphicsContext+Gradients.swift).
        var placed: PlacedShading?

        /// A shading that paints with `color`, resolved in the canvas's environment.
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }
        /// A shading that paints with the color of the given components in `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A shading that paints with a shape style; a gradient style lies over the bounds of the
        /// path it fills or strokes.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style)) }
        /// A shading that paints with the environment's foreground style, as `foregroundStyle` set it
        /// around the Canvas.
        public static var foreground: Shading { Shading(style: nil) }
    }

    /// Options for ``clip(to:style:options:)``.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Accepted, not drawn: an inverse clip needs a mask, which the outputs do not write.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    // MARK: - State

    /// Moves the origin of what is drawn after this by `x` and `y`, in the current coordinates.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales what is drawn after this by `x` and `y` about the current origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Rotates what is drawn after this by `angle` about the current origin; with y pointing down, a
    /// positive angle turns clockwise.
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: angle.radians)
    }

    /// Applies `matrix` before the current transform to what is drawn after this.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Limits what is drawn after this to the inside of `path`, in the current coordinates;
    /// `style` with `eoFill` decides the inside by the even-odd rule (`clip-rule="evenodd"`).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        recording.clips.append(path.applying(transform))
        if style.isEOFilled { recording.evenOddClips.append(recording.clips.count - 1) }
        clipIndices.append(recording.clips.count - 1)
    }

    /// Runs `content` with a copy of this context, so its transforms and clips end with it.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: - Drawing

    /// Fills `path` with `shading`, under the current transform, opacity and clips.
    ///
    /// `style` decides the inside of a path that crosses itself: the even-odd rule when its
    /// `isEOFilled` is set, non-zero winding otherwise.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let gradient = self.gradient(of: shading, over: path.boundingRect, growingBy: 0)
        record(.fill(path, gradient.map { ResolvedPaint.gradient($0.gradient).color } ?? color(of: shading), evenOdd: style.isEOFilled), gradient: gradient)
    }

    /// Strokes the outline of `path` with `shading`, under the current transform, opacity and clips.
    ///
    /// - Parameters:
    ///   - path: The outline to stroke, in the current coordinates.
    ///   - shading: What the stroke paints with.
    ///   - style: The stroke's width, caps, joins and dashes; the line is centred on the outline.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let gradient = self.gradient(of: shading, over: path.boundingRect, growingBy: style.lineWidth / 2)
        let color = gradient.map { ResolvedPaint.gradient($0.gradient).color } ?? color(of: shading)
        record(.stroke(path, ResolvedStroke(color: color, style: style, isInset: false)), gradient: gradient)
    }

    /// Strokes the outline of `path` with `shading` in a solid line `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// A text with its `anchor` (a point of its box) at `point`, on one line.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        guard let resolved = resolve(text) else { return }
        record(.text(resolved, CanvasText(point: point, anchor: anchor, width: nil)))
    }

    /// A text wrapped to `rect`'s width, from its top left.
    public func draw(_ text: Text, in rect: CGRect) {
        guard let resolved = resolve(text) else { return }
        record(.text(resolved, CanvasText(point: rect.origin, anchor: .topLeading, width: rect.width)))
    }

    /// An image stretched to `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard let resolved = resolve(image.resizable()) else { return }
        record(.image(resolved, in: rect))
    }

    /// An image at its own size, its `anchor` at `point`: an asset at its catalog size in points,
    /// a symbol at its size for the environment's font.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        guard let resolved = resolve(image) else { return }
        let side = resolved.font.size * 1.2 * resolved.scale
        let size = resolved.isAsset ? resolved.asset?.size ?? .zero : CGSize(width: side, height: side)
        let rect = CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
        record(.image(resolved, in: rect))
    }

    private func record(_ content: CanvasOperation.Content, gradient: CanvasGradient? = nil) {
        recording.operations.append(CanvasOperation(content: content, transform: transform, opacity: opacity, clips: clipIndices, gradient: gradient))
    }

    private func color(of shading: Shading) -> Color.Resolved {
        shading.style?._resolveColor(in: environment) ?? environment.resolvedForeground
    }

    private func resolve(_ text: Text) -> ResolvedText? {
        for node in context.resolveChild(text) {
            if case .text(let resolved) = node.kind { return resolved }
        }
        return nil
    }

    private func resolve(_ image: Image) -> ResolvedImage? {
        for node in context.resolveChild(image) {
            if case .image(let resolved) = node.kind { return resolved }
        }
        return nil
    }
}
