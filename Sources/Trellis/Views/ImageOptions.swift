import Foundation

// Image's initializers and modifiers beyond `Image(systemName:)` and `resizable()`.

extension Image {
    /// `.imageScale(_:)`: a symbol's size relative to its font, as SF Symbols' small, medium and
    /// large scales.
    public enum Scale: Hashable, Sendable {
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

    /// `.renderingMode(_:)`: Trellis's symbols are drawn in one color either way.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    public enum ResizingMode: Hashable, Sendable {
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

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        resizable()
    }

    /// Symbols are drawn in the foreground color in either mode.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// Symbols are drawn in one color: every mode draws as monochrome does.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// SwiftUI's symbol rendering modes; Trellis's symbols are drawn in one color, as `.monochrome`.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension View {
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Symbols are drawn in one color: every mode draws as monochrome does.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension Color {
    /// sRGB from hue, saturation and brightness, each 0 to 1 (HSB as UIColor and SwiftUI read it).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
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
