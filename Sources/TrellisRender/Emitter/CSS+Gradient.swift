import Foundation
import TrellisCore

extension CSS {
    /// The CSS image for `gradient` laid over a box at `frame`: `linear-gradient`,
    /// `radial-gradient` or `conic-gradient` with every position in the box's own pixels, from
    /// the same `PlacedGradient` the SVG writes, so both paint the same pixels. nil for a
    /// gradient with nothing to spread over, which is its last color (`solidColor`).
    static func gradient(_ placed: PlacedGradient, in frame: CGRect) -> String? {
        let origin = frame.origin
        func at(_ center: CGPoint) -> String { "at " + offset(center.x - origin.x) + " " + offset(center.y - origin.y) }
        switch placed {
        case .solid:
            return nil
        case .linear(let start, let end, let stops):
            return linear(from: CGPoint(x: start.x - origin.x, y: start.y - origin.y),
                          to: CGPoint(x: end.x - origin.x, y: end.y - origin.y), stops: stops, size: frame.size)
        case .radial(let center, let radius, let stops):
            return "radial-gradient(circle " + px(radius) + " " + at(center)
                + stops.map { "," + color($0.color) + " " + offset(CGFloat($0.position) * radius) }.joined() + ")"
        case .elliptical(let center, let rx, let ry, let stops):
            return "radial-gradient(" + px(rx) + " " + px(ry) + " " + at(center)
                + stops.map { "," + color($0.color) + " " + percent($0.position) }.joined() + ")"
        case .angular(let center, let from, let stops):
            // CSS turns from the top, SwiftUI from the trailing side: a quarter turn apart.
            return "conic-gradient(from " + NumberFormatting.string(from + 90) + "deg " + at(center)
                + stops.map { "," + color($0.color) + " " + NumberFormatting.string($0.position) + "deg" }.joined() + ")"
        }
    }

    /// CSS's gradient line runs through the box's centre at the gradient's angle, as long as the
    /// box's projection on it (so its ends touch the corners); SwiftUI's runs from the start
    /// point to the end point. The angle is the same, so each stop's position is where its point
    /// on SwiftUI's line projects onto CSS's, in pixels from CSS's start. The angle is rounded to
    /// what is written before anything is projected, so the positions match the written angle.
    private static func linear(from a: CGPoint, to b: CGPoint, stops: [PlacedGradient.Stop], size: CGSize) -> String? {
        let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
        let angleText = NumberFormatting.string(atan2(dx, -dy) * 180 / .pi)
        let angle = (Double(angleText) ?? 0) * .pi / 180
        let ux = sin(angle), uy = -cos(angle)
        let length = abs(Double(size.width) * ux) + abs(Double(size.height) * uy)
        guard length > 0 else { return nil }
        let startX = Double(size.width) / 2 - ux * length / 2, startY = Double(size.height) / 2 - uy * length / 2
        var out = "linear-gradient(" + angleText + "deg"
        for stop in stops {
            let x = Double(a.x) + stop.position * dx - startX
            let y = Double(a.y) + stop.position * dy - startY
            out += "," + color(stop.color) + " " + offset(CGFloat(x * ux + y * uy))
        }
        return out + ")"
    }

    static func percent(_ fraction: Double) -> String {
        NumberFormatting.string(fraction * 100) + "%"
    }

    /// The color a gradient with nothing to spread over paints.
    static func solidColor(_ placed: PlacedGradient) -> Color.Resolved? {
        if case .solid(let color) = placed { return color }
        return nil
    }
}

extension HTMLWalk {
    /// Paints a box with `paint`: a color as its background color, a gradient as its background
    /// image over the box (from its border edge, so a border does not shift it).
    static func setBackground(_ paint: ResolvedPaint, in frame: CGRect, on css: inout CSSDeclarations) {
        guard case .gradient(let gradient) = paint else {
            css.set("background-color", CSS.color(paint.color))
            return
        }
        let placed = PlacedGradient(gradient, in: frame)
        guard let image = CSS.gradient(placed, in: frame) else {
            css.set("background-color", CSS.color(CSS.solidColor(placed) ?? paint.color))
            return
        }
        css.set("background-image", image)
        css.set("background-origin", "border-box")
    }

    /// A text filled with a gradient: the gradient is the box's background, shown only through
    /// the glyphs (`background-clip: text` over a transparent text color). The box is the
    /// engine's frame and the glyphs sit where the SVG's do, so the pixels agree with the SVG's
    /// `fill="url(#…)"` over the same frame; an inline SVG copy of the text would agree too, but
    /// would leave the page's text as a drawing instead of text to read, select and find.
    static func setTextGradient(_ gradient: ResolvedGradient, in frame: CGRect, on css: inout CSSDeclarations) {
        let placed = PlacedGradient(gradient, in: frame)
        guard let image = CSS.gradient(placed, in: frame) else {
            if let color = CSS.solidColor(placed) { css.set("color", CSS.color(color)) }
            return
        }
        css.set("background-image", image)
        css.set("background-clip", "text")
        css.set("color", "transparent")
    }
}
