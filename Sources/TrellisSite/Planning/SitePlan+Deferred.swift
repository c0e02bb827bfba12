import Trellis
import TrellisLayout
import TrellisRender

extension ResolvedTree {
    /// The screen as the plan's engine on `canvas` leaves it: a GeometryReader's content is
    /// resolved only once layout knows its frame (docs/architecture.md, "The one exception to the
    /// one-way flow"), so a plan lays such a screen out to see the links inside and give them
    /// pages. Laying the result out again with the same engine (the renderer does) finds every
    /// reader settled. A screen without readers is returned as it is, after one walk.
    func fillingDeferredContent(in canvas: RenderCanvas, engine: LayoutEngine) -> ResolvedTree {
        guard root.containsGeometryReader else { return self }
        return engine.layout(self, in: canvas.size).tree
    }
}

extension ResolvedNode {
    /// Whether a GeometryReader is anywhere in this screen (not counting destinations' screens).
    var containsGeometryReader: Bool {
        var stack: [ResolvedNode] = [self]
        while let node = stack.popLast() {
            if case .geometryReader = node.kind { return true }
            stack.append(contentsOf: node.children)
        }
        return false
    }
}
