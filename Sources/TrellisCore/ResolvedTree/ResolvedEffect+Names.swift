extension ResolvedEffect {
    /// The node's name in error paths, the layout JSON and the dump: the modifier's own name, so
    /// a reader (and the agreement tests) can tell a transform from a filter.
    public var name: String {
        switch self {
        case .offset: "offset"
        case .rotation: "rotationEffect"
        case .scale: "scaleEffect"
        case .projection: "rotation3DEffect"
        case .shadow: "shadow"
        case .blur: "blur"
        case .colorFilter(let filter): filter.name
        case .blendMode: "blendMode"
        case .compositingGroup: "compositingGroup"
        case .zIndex: "zIndex"
        case .mask: "mask"
        }
    }

    /// Whether the effect moves the drawing away from the frame, so that the boxes a browser
    /// measures inside it are the frames transformed.
    public var isTransform: Bool {
        switch self {
        case .offset, .rotation, .scale, .projection: true
        default: false
        }
    }

    package var dumpText: String {
        func n(_ value: Double) -> String { NumberFormatting.string(value) }
        func anchor(_ point: UnitPoint) -> String { "anchor=\(n(Double(point.x))),\(n(Double(point.y)))" }
        switch self {
        case .offset(let size): return "offset \(n(Double(size.width))),\(n(Double(size.height)))"
        case .rotation(let degrees, let point): return "rotationEffect \(n(degrees))deg \(anchor(point))"
        case .scale(let x, let y, let point): return "scaleEffect \(n(x)),\(n(y)) \(anchor(point))"
        case .projection(let p): return "rotation3DEffect matrix=\(n(p.a)),\(n(p.b)),\(n(p.c)),\(n(p.d)) \(anchor(p.anchor))"
        case .shadow(let s):
            return "shadow color=\(s.color.dumpText) radius=\(n(Double(s.radius))) x=\(n(Double(s.x))) y=\(n(Double(s.y)))"
        case .blur(let radius, let isOpaque): return "blur radius=\(n(Double(radius)))" + (isOpaque ? " opaque" : "")
        case .colorFilter(let filter): return filter.dumpText
        case .blendMode(let mode): return "blendMode \(mode)"
        case .compositingGroup: return "compositingGroup"
        case .zIndex(let value): return "zIndex \(n(value))"
        case .mask(let alignment): return "mask alignment=\(alignment.dumpText)"
        }
    }
}

extension ResolvedColorFilter {
    /// The SwiftUI modifier's name for this filter (`"brightness"`, `"hueRotation"`, …).
    public var name: String {
        switch self {
        case .brightness: "brightness"
        case .contrast: "contrast"
        case .saturation: "saturation"
        case .grayscale: "grayscale"
        case .hueRotation: "hueRotation"
        case .colorInvert: "colorInvert"
        case .multiply: "colorMultiply"
        }
    }

    package var dumpText: String {
        switch self {
        case .brightness(let amount), .contrast(let amount), .saturation(let amount), .grayscale(let amount):
            name + " " + NumberFormatting.string(amount)
        case .hueRotation(let degrees): "hueRotation \(NumberFormatting.string(degrees))deg"
        case .colorInvert: "colorInvert"
        case .multiply(let color): "colorMultiply " + color.hexString
        }
    }
}
