/// A view that shows a system symbol or a picture from an asset catalog.
///
/// Trellis draws a set of symbols of its own under SF Symbols' names, as inline SVG in HTML and
/// as paths in SVG; the renderer reports a name it has no drawing for.
///
/// As in SwiftUI, the View conformance is declared in an extension, so that the type is not
/// main-actor isolated: model code can hold and make images anywhere.
public struct Image: Sendable {
    let systemName: String
    var isResizable = false
    /// Named in an asset catalog (`Image("name")`), not a symbol.
    var isAsset = false
    var isDecorative = false
    /// The image's own `symbolRenderingMode`/`renderingMode`, which wins over the environment's.
    var renderingMode: SymbolRenderingMode?

    /// Creates an image of a system symbol.
    ///
    /// The symbol takes its size from the font in force and its color from the foreground style.
    ///
    /// - Parameter systemName: The SF Symbols name, such as `"star.fill"`; a name Trellis has no
    ///   drawing for stops the render with an error naming it.
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// Returns an image that resizes to fill the space it is offered, rather than keeping the size
    /// its font gives it.
    ///
    /// Combine it with `aspectRatio(contentMode:)` or `frame(width:height:)` to choose its size.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }
}

extension Image: View {
    public typealias Body = Never

    public static func _resolve(_ view: Image, in context: _ResolveContext) -> [ResolvedNode] {
        let environment = context.environment
        var name = view.isAsset ? view.systemName : environment.symbolVariants.applied(to: view.systemName), isAsset = view.isAsset
        let asset = isAsset ? environment.namedAssets.image(named: name, in: environment.colorScheme) : nil
        if isAsset, asset == nil, environment.namedAssets.symbols.contains(name) {
            isAsset = false  // A catalog's custom symbol draws as a symbol does.
        } else if isAsset, asset == nil, environment.namedAssets.drawsPlaceholders {
            (name, isAsset) = (NamedAssets.placeholderSymbol, false)
        }
        return [context.redactedIfPlaceholder(ResolvedNode(.image(ResolvedImage(
            systemName: name,
            color: environment.resolvedForeground,
            font: environment.resolvedFont,
            isResizable: view.isResizable,
            scale: environment.imageScale.factor / Image.Scale.medium.factor,
            isAsset: isAsset, asset: asset, isDecorative: view.isDecorative,
            rendering: environment.symbolRendering(own: view.renderingMode)))))]
    }
}
