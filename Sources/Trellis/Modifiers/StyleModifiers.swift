/// Puts a layer behind or in front of the content, at the content's size.
public struct _LayerModifier<Layer: View>: ViewModifier {
    public typealias Body = Never
    let layer: Layer
    let alignment: Alignment
    let isOverlay: Bool

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        let layerNode = context.resolveSingle(modifier.layer)
        let kind: ResolvedNode.Kind = modifier.isOverlay
            ? .overlay(alignment: modifier.alignment)
            : .background(alignment: modifier.alignment)
        return C._resolve(content, in: context).map { ResolvedNode(kind, children: [$0, layerNode]) }
    }
}

extension View {
    /// The view form is disfavored, as in SwiftUI, so `.background(.yellow)` and
    /// `.background(Color.yellow)` pick the style form below.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_LayerModifier(layer: background, alignment: alignment, isOverlay: false))
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), alignment: alignment, isOverlay: false))
    }

    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_LayerModifier(layer: Rectangle().fill(style), alignment: .center, isOverlay: false))
    }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        modifier(_LayerModifier(layer: shape.fill(style), alignment: .center, isOverlay: false))
    }

    /// The theme's background behind the content.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_ThemeBackgroundModifier())
    }

    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_LayerModifier(layer: overlay, alignment: alignment, isOverlay: true))
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), alignment: alignment, isOverlay: true))
    }

    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_LayerModifier(layer: Rectangle().fill(style), alignment: .center, isOverlay: true))
    }

    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        modifier(_LayerModifier(layer: shape.fill(style), alignment: .center, isOverlay: true))
    }

    /// A border drawn inside the view's edge, as an overlay, which is how SwiftUI defines it.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_WrapperModifier(kind: .clip(.roundedRectangle(cornerRadius: radius, style: .circular))))
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_WrapperModifier(kind: .clip(shape._shapeKind)))
    }

    public func clipped(antialiased: Bool = false) -> some View {
        modifier(_WrapperModifier(kind: .clip(.rectangle)))
    }

    public func opacity(_ opacity: Double) -> some View {
        modifier(_WrapperModifier(kind: .opacity(min(max(opacity, 0), 1))))
    }
}

/// How a shape's inside is decided; Trellis's shapes are all convex, so only the type exists.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// `.background()` with no arguments: the theme's background color.
public struct _ThemeBackgroundModifier: ViewModifier {
    public typealias Body = Never

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        let color = context.environment.themeColor(\.background).resolve(in: context.environment)
        let layer = ResolvedNode(.shape(ResolvedShape(kind: .rectangle, fill: color, stroke: nil)))
        return C._resolve(content, in: context).map {
            ResolvedNode(.background(alignment: .center), children: [$0, layer])
        }
    }
}
