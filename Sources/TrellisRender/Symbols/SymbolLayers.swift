import TrellisCore
import TrellisSymbols

extension Symbol {
    /// Opacity of each hierarchy level in the hierarchical mode.
    static let hierarchicalOpacity: [Double] = [1, 0.5, 0.25]

    /// Each layer's path and paint for `image`, or nil when the image is monochrome or the
    /// drawing has one layer (the caller then paints `parts` in the image's color).
    public func layerPaints(for image: ResolvedImage) -> [(part: Part, color: Color.Resolved)]? {
        guard !layers.isEmpty else { return nil }
        let color = image.color
        switch image.rendering {
        case .monochrome:
            return nil
        case .hierarchical:
            return layers.map { layer in
                var paint = color
                paint.opacity *= Self.hierarchicalOpacity[min(layer.level, 2)]
                return (layer.part, paint)
            }
        case .palette(let palette):
            return layers.map { ($0.part, palette.isEmpty ? color : palette[min($0.level, palette.count - 1)]) }
        case .multicolor(let isDark):
            return layers.map { layer in
                guard let paint = layer.multicolor else { return (layer.part, color) }
                var resolved = paint.resolved(isDark: isDark)
                resolved.opacity = color.opacity
                return (layer.part, resolved)
            }
        }
    }

    /// Writes each layer's path in its own color, as `fill`/`stroke` with an opacity when below 1.
    public func writeLayers(_ paints: [(part: Part, color: Color.Resolved)], into writer: inout MarkupWriter) {
        for (part, color) in paints {
            writer.beginStartTag("path")
            switch part {
            case .fill(let path, let evenOdd):
                writer.attribute("d", path)
                writer.attribute("fill", hexColor: color)
                if color.opacity < 1 { writer.attribute("fill-opacity", number: color.opacity) }
                if evenOdd { writer.attribute("fill-rule", "evenodd") }
            case .stroke(let path, let lineWidth):
                writer.attribute("d", path)
                writer.attribute("fill", "none")
                writer.attribute("stroke", hexColor: color)
                if color.opacity < 1 { writer.attribute("stroke-opacity", number: color.opacity) }
                writer.attribute("stroke-width", number: lineWidth)
                writer.attribute("stroke-linecap", "round")
                writer.attribute("stroke-linejoin", "round")
            }
            writer.endStartTag(selfClosing: true)
        }
    }
}

extension Symbol.SystemPaint {
    /// The color, light and dark as iOS draws it.
    func resolved(isDark: Bool) -> Color.Resolved {
        let (light, dark): (UInt32, UInt32) = switch self {
        case .white: (0xFFFFFF, 0xFFFFFF)
        case .red: (0xFF3B30, 0xFF453A)
        case .orange: (0xFF9500, 0xFF9F0A)
        case .yellow: (0xFFCC00, 0xFFD60A)
        case .green: (0x34C759, 0x30D158)
        case .blue: (0x007AFF, 0x0A84FF)
        }
        return Color.Resolved(rgb: isDark ? dark : light)
    }
}
