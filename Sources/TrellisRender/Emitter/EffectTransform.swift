import TrellisCore

/// A transform effect as the two outputs write it: SVG in canvas coordinates (every element is
/// already where the engine put it), CSS on an inner box the size of the frame with its origin
/// at the anchor. Both are the same affine map of the canvas, `matrix(in:)`, which the geometry
/// tests use to find where a transformed corner lands.
struct EffectTransform {
    /// The map's linear part, in SVG's and CSS's `matrix(a, b, c, d, e, f)` order.
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0
    var translation = CGSize.zero
    /// The fixed point of the linear part, in the frame's unit square.
    var anchor = UnitPoint.center
    let effect: ResolvedEffect

    init?(_ effect: ResolvedEffect) {
        self.effect = effect
        switch effect {
        case .offset(let size):
            translation = size
        case .rotation(let degrees, let point):
            let radians = degrees * .pi / 180
            (a, b, c, d) = (cos(radians), sin(radians), -sin(radians), cos(radians))
            anchor = point
        case .scale(let x, let y, let point):
            (a, d) = (x, y)
            anchor = point
        case .projection(let p):
            (a, b, c, d) = (p.a, p.b, p.c, p.d)
            anchor = p.anchor
        default:
            return nil
        }
    }

    /// The anchor in canvas coordinates for a node at `frame`.
    func anchorPoint(in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    }

    /// The whole map of the canvas: `p ↦ L·(p − anchor) + anchor + translation`.
    func matrix(in frame: CGRect) -> (a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        let p = anchorPoint(in: frame)
        let x = Double(p.x), y = Double(p.y)
        return (a, b, c, d, x - a * x - c * y + Double(translation.width), y - b * x - d * y + Double(translation.height))
    }

    func apply(to point: CGPoint, in frame: CGRect) -> CGPoint {
        let m = matrix(in: frame)
        let x = Double(point.x), y = Double(point.y)
        return CGPoint(x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f)
    }

    /// The SVG `transform` for a node at `frame`: the effect's own spelling where SVG has one,
    /// so the numbers written are the ones the user gave.
    func svgValue(in frame: CGRect) -> String {
        let p = anchorPoint(in: frame)
        switch effect {
        case .offset(let size): return "translate(" + n(size.width) + " " + n(size.height) + ")"
        case .rotation(let degrees, _): return "rotate(" + n(degrees) + " " + n(p.x) + " " + n(p.y) + ")"
        case .scale(let x, let y, _):
            return "translate(" + n(p.x) + " " + n(p.y) + ") scale(" + n(x) + " " + n(y) + ") translate(" + n(-p.x) + " " + n(-p.y) + ")"
        default:
            return "translate(" + n(p.x) + " " + n(p.y) + ") matrix(" + [a, b, c, d, 0, 0].map(n).joined(separator: " ")
                + ") translate(" + n(-p.x) + " " + n(-p.y) + ")"
        }
    }

    /// CSS `transform` and `transform-origin` for the inner box, which sits at the frame.
    var css: (transform: String, origin: String) {
        let origin = n(Double(anchor.x) * 100) + "% " + n(Double(anchor.y) * 100) + "%"
        switch effect {
        case .offset(let size): return ("translate(" + CSS.offset(size.width) + ", " + CSS.offset(size.height) + ")", origin)
        case .rotation(let degrees, _): return ("rotate(" + n(degrees) + "deg)", origin)
        case .scale(let x, let y, _): return ("scale(" + n(x) + ", " + n(y) + ")", origin)
        default: return ("matrix(" + [a, b, c, d, 0, 0].map(n).joined(separator: ", ") + ")", origin)
        }
    }

    private func n(_ value: Double) -> String { NumberFormatting.string(value) }
    private func n(_ value: CGFloat) -> String { NumberFormatting.string(Double(value)) }
}
