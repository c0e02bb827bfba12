/// How a symbol's layers are painted, decided where the image resolves: `symbolRenderingMode`
/// (on the image or around it), `renderingMode(.original)` (multicolor, as SwiftUI draws a
/// symbol in its own colors), and `foregroundStyle(_:_:)`/`(_:_:_:)`, whose styles are the
/// palette (two or three styles without a mode draw as palette, as in SwiftUI). The renderer
/// gives each layer of a drawing that has layers its paint; a drawing without layers, and the
/// monochrome mode, paint every path in the image's color.
public enum ResolvedSymbolRendering: Hashable, Sendable {
    /// Every path in the image's color.
    case monochrome
    /// The layers in the image's color at falling opacities (primary, secondary, tertiary).
    case hierarchical
    /// The layers in these colors, primary first; a layer past the last takes the last.
    case palette([Color.Resolved])
    /// The symbol's own colors (SF Symbols' multicolor), in the system colors of the scheme.
    case multicolor(isDark: Bool)

    /// The dump's word for the mode; nil for monochrome, which the dump leaves out.
    package var dumpText: String? {
        switch self {
        case .monochrome: nil
        case .hierarchical: "hierarchical"
        case .palette(let colors): "palette(\(colors.map(\.dumpText).joined(separator: ",")))"
        case .multicolor: "multicolor"
        }
    }
}
