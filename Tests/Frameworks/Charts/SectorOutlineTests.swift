@testable import Charts
import Foundation
import SwiftUI
import Testing

/// A sector's rounded corners: each is an arc of a circle that touches the slice's straight edge
/// and its outer arc, so the outline leaves the edge and meets the arc where that circle touches them.
@MainActor
struct SectorOutlineTests {
    /// The points each element of `path` ends at, in order.
    private func ends(_ path: Path) -> [CGPoint] {
        var points: [CGPoint] = []
        path.forEach { element in
            switch element {
            case .move(let to), .line(let to): points.append(to)
            case .quadCurve(let to, _), .curve(let to, _, _): points.append(to)
            case .closeSubpath: break
            }
        }
        return points
    }

    private func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 }

    @Test func aQuarterPiesCornersTouchItsEdgesAndItsArc() {
        var path = Path()
        SectorOutline.add(start: 0, end: 0.25, inner: .automatic, outer: .automatic, inset: 0, cornerRadius: 10,
                          to: &path, in: CGRect(x: 0, y: 0, width: 200, height: 200))
        // Radius 100 about (100, 100); a corner circle of 10 inside the arc has its centre 90
        // out, turned asin(10 / 90) from the edge, and touches the edge 90·cos of that out.
        let turn = asin(10.0 / 90), foot = 90 * cos(turn)
        let points = ends(path)
        // Up the twelve o'clock edge, round the corner onto the arc …
        #expect(near(points[0], CGPoint(x: 100, y: 100 - foot)))
        #expect(near(points[1], CGPoint(x: 100 + 100 * sin(turn), y: 100 - 100 * cos(turn))))
        // … along the arc to where the three o'clock corner starts, round it onto that edge, and
        // back to the centre, which stays a point.
        #expect(points.contains { near($0, CGPoint(x: 100 + 100 * cos(turn), y: 100 - 100 * sin(turn))) })
        #expect(near(points[points.count - 2], CGPoint(x: 100 + foot, y: 100)))
        #expect(near(points[points.count - 1], CGPoint(x: 100, y: 100)))
    }

    @Test func aCornerNeverOutgrowsItsSlice() {
        // A tenth of a turn, radius 100: the widest circle in the wedge that touches the arc has
        // r = 100·sin(18°) / (1 + sin(18°)).
        let spread = sin(Double.pi / 10)
        #expect(abs(SectorOutline.cornerRadiusFitting(50, sweep: .pi / 5, outer: 100, inner: 0) - 100 * spread / (1 + spread)) < 1e-9)
        // A donut ring 20 deep takes at most 10.
        #expect(SectorOutline.cornerRadiusFitting(50, sweep: .pi, outer: 100, inner: 80) == 10)
        #expect(SectorOutline.cornerRadiusFitting(4, sweep: .pi, outer: 100, inner: 60) == 4)
    }
}
