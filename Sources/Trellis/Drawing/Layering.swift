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

    /// Layers the views `content` builds behind this view, at this view's size, placed by `alignment`.
    ///
    /// The background takes no space of its own: the view's frame is the content's.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), alignment: alignment, isOverlay: false))
    }

    /// Fills the view's frame behind it with a color, gradient or material.
    ///
    /// There is no safe area around a rendered screen, so `edges` changes nothing.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_LayerModifier(layer: Rectangle().fill(style), alignment: .center, isOverlay: false))
    }

    /// Fills `shape`, laid into the view's frame, behind the view with `style`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        modifier(_LayerModifier(layer: shape.fill(style), alignment: .center, isOverlay: false))
    }

    /// The theme's background behind the content.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_ThemeBackgroundModifier())
    }

    /// Layers `overlay` in front of this view, at this view's size, placed by `alignment`.
    ///
    /// Disfavored, as in SwiftUI, so a shape style picks ``View/overlay(_:ignoresSafeAreaEdges:)``.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_LayerModifier(layer: overlay, alignment: alignment, isOverlay: true))
    }

    /// Layers the views `content` builds in front of this view, at this view's size, placed by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), alignment: alignment, isOverlay: true))
    }

    /// Fills the view's frame in front of it with a color, gradient or material; `edges` changes
    /// nothing, as there is no safe area around a rendered screen.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_LayerModifier(layer: Rectangle().fill(style), alignment: .center, isOverlay: true))
    }

    /// Fills `shape`, laid into the view's frame, in front of the view with `style`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        modifier(_LayerModifier(layer: shape.fill(style), alignment: .center, isOverlay: true))
    }

    /// A border drawn inside the view's edge, as an overlay, which is how SwiftUI defines it.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
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

extension View {
    /// Fills `shape`, laid into the view's frame, behind the view with the environment's background
    /// style: the screen's background unless `.backgroundStyle(_:)` set another.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape)
    }
}
