/// How a view's colors combine with what is behind it, as SwiftUI names the modes.
///
/// Both outputs write CSS's `mix-blend-mode` (in the SVG, in a `style` attribute, which Chromium
/// and librsvg both render). The Porter-Duff modes CSS does not blend with (`sourceAtop`,
/// `destinationOver`, `destinationOut`) and `plusDarker` draw as `normal`.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// The separable blend modes, written as CSS `mix-blend-mode` and SVG `mix-blend-mode` values.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    /// The non-separable blend modes, which mix hue, saturation and luminosity.
    case difference, exclusion, hue, saturation, color, luminosity
    /// Porter-Duff compositing and the plus modes, drawn as their nearest CSS equivalent.
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The CSS `mix-blend-mode` value, nil for a mode CSS has none for.
    public var cssName: String? {
        switch self {
        case .normal: "normal"
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusLighter: "plus-lighter"
        case .sourceAtop, .destinationOver, .destinationOut, .plusDarker: nil
        }
    }
}

/// The color space `drawingGroup(opaque:colorMode:)` renders in; Trellis draws no offscreen
/// image, so it is accepted and has no effect.
public enum ColorRenderingMode: Hashable, Sendable {
    /// The color space a drawing group composites in.
    case nonLinear, linear, extendedLinear
}
