private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct SymbolPaletteKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }

extension EnvironmentValues {
    /// The rendering mode for symbols in this view and below it; nil draws monochrome, or
    /// palette where `foregroundStyle(_:_:)` set two or three styles.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The styles `foregroundStyle(_:_:)` and `(_:_:_:)` set, primary first.
    var symbolPalette: [AnyShapeStyle] {
        get { self[SymbolPaletteKey.self] }
        set { self[SymbolPaletteKey.self] = newValue }
    }

    /// How an image in this environment paints its layers; `own` is the image's own mode.
    func symbolRendering(own: SymbolRenderingMode?) -> ResolvedSymbolRendering {
        let palette = symbolPalette.map { $0._resolveColor(in: self) }
        switch own ?? symbolRenderingMode {
        case .multicolor?: return .multicolor(isDark: colorScheme == .dark)
        case .hierarchical?: return .hierarchical
        case .palette?: return palette.count > 1 ? .palette(palette) : .monochrome
        case .monochrome?: return .monochrome
        default: return palette.count > 1 ? .palette(palette) : .monochrome
        }
    }
}

extension View {
    /// Paints the symbols in this view and below it in `mode`: their layers in the palette's
    /// styles, at falling opacities (hierarchical) or in their own colors (multicolor), where
    /// Trellis's drawing has layers (see the Views article's symbol list); others stay one color.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// Sets the palette of the symbols below (`primary`, `secondary`) and draws text and
    /// unlayered symbols in the primary style; without a rendering mode, symbols with layers
    /// draw as palette, as in SwiftUI.
    func foregroundStylePalette(_ styles: [AnyShapeStyle]) -> some View {
        environment(\.symbolPalette, styles).foregroundStyle(styles[0])
    }
}

extension Image {
    /// Paints this symbol's layers in `mode` (see `View.symbolRenderingMode(_:)`); nil leaves
    /// the environment's mode.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }
}
