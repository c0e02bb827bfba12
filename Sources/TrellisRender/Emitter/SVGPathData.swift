import TrellisCore

/// A `Path` as SVG 1.1 path data, and the paint of a path drawn in either output. Coordinates go
/// through `NumberFormatting` like every number; arcs are already cubic curves in the path
/// (Path+Arcs.swift), so `C` carries them and no `A` command is written.
enum SVGPathData {
    /// The path's data, every point moved by `offset` (a node's frame origin in the SVG, where
    /// everything is in canvas coordinates; zero inside the HTML's inline SVG).
    static func string(_ path: Path, offset: CGPoint = .zero) -> String {
        var out = ""
        func point(_ p: CGPoint) {
            out += NumberFormatting.string(Double(p.x + offset.x))
            out += " "
            out += NumberFormatting.string(Double(p.y + offset.y))
        }
        for element in path.elements {
            switch element {
            case .move(let to):
                out += "M"
                point(to)
            case .line(let to):
                out += "L"
                point(to)
            case .quadCurve(let to, let control):
                out += "Q"
                point(control)
                out += " "
                point(to)
            case .curve(let to, let control1, let control2):
                out += "C"
                point(control1)
                out += " "
                point(control2)
                out += " "
                point(to)
            case .closeSubpath:
                out += "Z"
            }
        }
        return out
    }
}

extension MarkupWriter {
    /// `fill` and `stroke` of a drawn path: none where a paint is missing, and a stroke's style
    /// (caps, joins, miter limit, dashes) where it differs from SVG's defaults, which are
    /// CoreGraphics's except the miter limit (4 in SVG, 10 in CoreGraphics).
    mutating func paintPath(fill: Color.Resolved?, stroke: ResolvedStroke?, evenOdd: Bool = false) {
        paintPath(fill: fill.map(SVGWalk.Fill.color), stroke: stroke, paint: stroke.map { .color($0.color) }, evenOdd: evenOdd)
    }

    /// The same with each paint a color or a paint server already defined; `paint` is the stroke's.
    mutating func paintPath(fill: SVGWalk.Fill?, stroke: ResolvedStroke?, paint: SVGWalk.Fill?, evenOdd: Bool = false) {
        if let fill {
            attribute(paint: fill)
            if evenOdd { attribute("fill-rule", "evenodd") }
        } else {
            attribute("fill", "none")
        }
        guard let stroke, let paint else { return }
        attribute(paint: paint, isStroke: true)
        attribute("stroke-width", number: stroke.lineWidth)
        strokeStyle(of: stroke)
    }

    /// The stroke's caps, joins, miter limit and dashes, where they are not SVG's defaults.
    mutating func strokeStyle(of stroke: ResolvedStroke) {
        switch stroke.lineCap {
        case .butt: break
        case .round: attribute("stroke-linecap", "round")
        case .square: attribute("stroke-linecap", "square")
        @unknown default: break
        }
        switch stroke.lineJoin {
        case .miter: if stroke.miterLimit != 4 { attribute("stroke-miterlimit", number: stroke.miterLimit) }
        case .round: attribute("stroke-linejoin", "round")
        case .bevel: attribute("stroke-linejoin", "bevel")
        @unknown default: break
        }
        if !stroke.dash.isEmpty {
            attribute("stroke-dasharray", stroke.dash.map { NumberFormatting.string(Double($0)) }.joined(separator: " "))
            if stroke.dashPhase != 0 { attribute("stroke-dashoffset", number: stroke.dashPhase) }
        }
    }
}
