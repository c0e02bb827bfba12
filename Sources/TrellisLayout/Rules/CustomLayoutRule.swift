import Foundation
import TrellisCore

/// A custom `Layout` (`ResolvedCustomLayout`): the app's layout chooses the container's size and
/// its children's places, and each child answers the layout's proposals by the engine's own
/// rules (memoized as every size is), so a flow of tags sits among stacks and text as SwiftUI
/// puts it. The layout is called inside the pass, as a shape's `path(in:)` is: its methods are
/// nonisolated, and a subview's `sizeThatFits` reenters this pass through the host.
extension LayoutPass {
    mutating func customLayoutSize(_ index: Int, _ rule: ResolvedCustomLayout, _ proposal: ProposedViewSize) -> CGSize {
        withCustomLayoutHost(of: index) { host, subviews in
            rule.box.sizeThatFits(proposal, subviews)
        }
    }

    /// The layout's places, each child at its anchor's position sized for its proposal; a child
    /// the layout did not place sits at the container's center, as in SwiftUI.
    mutating func placeCustomLayout(_ index: Int, _ rule: ResolvedCustomLayout, in frame: CGRect, proposal: ProposedViewSize) {
        let placements = withCustomLayoutHost(of: index) { host, subviews in
            rule.box.placeSubviews(frame, proposal, subviews)
            return host.placements
        }
        for child in children(of: index) {
            let placement = placements[child]
                ?? LayoutPlacement(position: CGPoint(x: frame.midX, y: frame.midY), anchor: .center, proposal: .unspecified)
            let size = sizeThatFits(child, placement.proposal)
            let origin = CGPoint(x: placement.position.x - placement.anchor.x * size.width,
                                 y: placement.position.y - placement.anchor.y * size.height)
            place(child, at: origin, proposal: placement.proposal)
        }
    }

    /// Runs `body` with a host whose subviews measure through this pass.
    private mutating func withCustomLayoutHost<T>(of index: Int, _ body: (LayoutHost, LayoutSubviews) -> T) -> T {
        let children = children(of: index).map { (index: $0, values: layoutValues(of: $0)) }
        return withUnsafeMutablePointer(to: &self) { pass in
            let host = LayoutHost(
                measure: { child, proposal in pass.pointee.sizeThatFits(child, proposal) },
                priority: { child in pass.pointee.priorities[child] })
            return body(host, host.subviews(children))
        }
    }

    /// The layout values a child carries: its own wrappers' and those nested in them, the
    /// outermost winning.
    private func layoutValues(of child: Int) -> ResolvedLayoutValues? {
        var node = child
        var found: ResolvedLayoutValues?
        while case .layoutValues(let values) = kinds[node] {
            found = found.map { $0.merged(over: values) } ?? values
            guard let inner = firstChild(of: node) else { break }
            node = inner
        }
        return found
    }
}
