import Foundation

// Image's initializers and modifiers beyond `Image(systemName:)` and `resizable()`.

extension Image {
    /// The relative sizes a system symbol can be drawn at, set with `imageScale(_:)`.
    public enum Scale: Hashable, Sendable {
        /// A symbol's scale: `small` is 0.95 of the font size tall, `medium` (the default) 1.2, and
        /// `large` 1.55, as SF Symbols' scales relate to their text.
        case small, medium, large

        /// The symbol's height per point of font size (medium: 1.2, LeafLayout.symbolHeight).
        var factor: CGFloat {
            switch self {
            case .small: 0.95
            case .medium: 1.2
            case .large: 1.55
            }
        }
    }

    /// Whether an image is painted as a template in the foreground style or in its own colors.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// `template` paints the image in the foreground style; `original` keeps the image's own
        /// colors, which for a symbol is its multicolor look (where Trellis's drawing has one).
        case template, original
    }

    /// The quality a scaled bitmap is resampled with; accepted for source compatibility.
    public enum Interpolation: Hashable, Sendable {
        /// Resampling qualities, from none to high; a page lets the browser or the SVG renderer choose.
        case none, low, medium, high
    }

    /// How a resizable image fills the space beyond its cap insets.
    public enum ResizingMode: Hashable, Sendable {
        /// `tile` repeats the image; `stretch` scales it. Trellis stretches in either mode.
        case tile, stretch
    }

    /// An image from an asset catalog the render registers (`--assets DIR`), at its file's size
    /// in points; an unknown name stops the render with an error naming it, as an unknown symbol does.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(systemName: name)
        isAsset = true
    }

    /// An asset-catalog image that assistive technologies skip; see `init(_:bundle:)`.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }

    /// Returns an image that resizes to fill the space it is offered.
    ///
    /// Trellis scales the whole image: cap insets and the tiling mode are accepted and change nothing.
    ///
    /// - Parameters:
    ///   - capInsets: The edges SwiftUI would keep unscaled.
    ///   - resizingMode: Whether SwiftUI would tile or stretch the middle.
    /// - Returns: The image, resizable.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        resizable()
    }

    /// `.original` draws a symbol in its own colors (multicolor), `.template` in the
    /// foreground style; nil leaves the environment's mode.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = switch renderingMode {
        case .original?: .multicolor
        case .template?: .monochrome
        case nil: nil
        }
        return copy
    }
    /// Returns the image with the given resampling quality; Trellis draws it the same either way.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// Returns the image with antialiasing on or off; Trellis draws it the same either way.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

/// A way of coloring the layers of a system symbol.
///
/// Trellis's drawings with layers (the weather, battery, sign and mark symbols the Views article lists)
/// paint them per mode; the others have one layer and draw as ``monochrome`` in every mode.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// Draws a symbol in one color, the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Draws a symbol's layers in one color at different opacities (1, 0.5, 0.25).
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Draws a symbol's layers in the palette's colors (`foregroundStyle(_:_:)`).
    public static let palette = SymbolRenderingMode(name: "palette")
    /// Draws a symbol in its own colors (a yellow sun, a red heart, a green check disc).
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension View {
    /// Scales the system symbols in this view relative to their font.
    ///
    /// - Parameter scale: `.small`, `.medium` (the default) or `.large`.
    /// - Returns: A view whose symbols are drawn at that scale.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The scale system symbols are drawn at relative to their font; `.medium` by default.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension Color {
    /// sRGB from hue, saturation and brightness, each 0 to 1 (HSB as UIColor and SwiftUI read it).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        // A hue turns around the circle; a non-finite one has no place on it and reads as 0.
        let turn = hue.isFinite ? hue : 0
        let h = (turn - turn.rounded(.down)) * 6
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (red, green, blue): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A color from an asset catalog the render registers (`--assets DIR`): the colorset's light
    /// value, or its dark one under the dark scheme. An unknown name stops the render with an
    /// error naming it.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(storage: .named(name))
    }
}
