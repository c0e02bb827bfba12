import Foundation
import Trellis
@testable import TrellisRender
@testable import TrellisSite

/// Where a browser's box for each node lands once the transforms above it apply: the engine's
/// frame, its corners mapped through every transform effect among its ancestors, bounded. That
/// is what getBoundingClientRect reports for an HTML box or an SVG shape inside a transform. A
/// transform node's own element keeps its frame (the transform is on a box inside it), and a
/// mask's views have no element (the HTML draws them as an image, the SVG inside its `mask`).
struct Affine {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    /// `self` after `inner`: inner applies first.
    func then(_ inner: Affine) -> Affine {
        Affine(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
               c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
               e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
    }

    func apply(_ x: Double, _ y: Double) -> (Double, Double) { (a * x + c * y + e, b * x + d * y + f) }

    func bound(_ box: Box) -> Box {
        let corners = [apply(box.x, box.y), apply(box.x + box.width, box.y), apply(box.x, box.y + box.height),
                       apply(box.x + box.width, box.y + box.height)]
        let xs = corners.map(\.0), ys = corners.map(\.1)
        return Box(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

enum EffectExpectation {
    /// The engine's entries with each box where the browser should measure it, and without the
    /// nodes of masks. `tree` is the screen resolved as the site resolved it; each effect node's
    /// kind is checked against the layout JSON's, so a tree that differs fails loudly.
    static func expectedEntries(_ engine: [LayoutEntry], tree: ResolvedTree) throws -> [LayoutEntry] {
        let byID = Dictionary(engine.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var transforms: [String: Affine] = [:]
        var hidden: Set<String> = []
        var pending: [(ResolvedNode, String, Affine, Bool)] = [(tree.root, "n0", Affine(), false)]
        while let (node, id, above, isHidden) = pending.popLast() {
            guard let entry = byID[id] else { throw EffectGeometryError.missing(id) }
            guard entry.kind == node.kind.name else { throw EffectGeometryError.kind(id, entry.kind, node.kind.name) }
            transforms[id] = above
            if isHidden { hidden.insert(id) }
            var below = above
            if case .effect(let effect) = node.kind, let transform = EffectTransform(effect) {
                let m = transform.matrix(in: CGRect(x: entry.x, y: entry.y, width: entry.width, height: entry.height))
                below = above.then(Affine(a: m.a, b: m.b, c: m.c, d: m.d, e: m.e, f: m.f))
            }
            let isMask = if case .effect(.mask) = node.kind { true } else { false }
            let isChoice = if case .viewThatFits = node.kind { true } else { false }
            for (position, child) in node.children.enumerated() {
                // The layout JSON lists only the candidate a ViewThatFits chose, as the emitters draw only it.
                if isChoice && byID[id + ".\(position)"] == nil { continue }
                pending.append((child, id + ".\(position)", below, isHidden || (isMask && position == 1)))
            }
        }
        return engine.compactMap { entry in
            guard !hidden.contains(entry.id) else { return nil }
            var entry = entry
            let transform = transforms[entry.id] ?? Affine()
            let box = transform.bound(entry.box)
            (entry.x, entry.y, entry.width, entry.height) = (box.x, box.y, box.width, box.height)
            // A line's start, baseline and width are measured differently in the two documents
            // (a Range's box in HTML, the text's extent in SVG), which agree only unturned and
            // unscaled; under a translation both move alike.
            if (transform.a, transform.b, transform.c, transform.d) != (1, 0, 0, 1) { entry.lines = nil }
            return entry
        }
    }
}

enum EffectGeometryError: Error, CustomStringConvertible {
    case missing(String)
    case kind(String, String, String)

    var description: String {
        switch self {
        case .missing(let id): "the layout JSON has no node \(id)"
        case .kind(let id, let json, let tree): "node \(id) is \(json) in the layout JSON but \(tree) in the tree"
        }
    }
}
