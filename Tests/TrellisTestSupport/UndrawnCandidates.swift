import Trellis
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite

/// The ids of the layouts a page holds but does not draw: a ViewThatFits's candidates other than
/// the one it chose (a sheet's form-sheet and page-sheet layouts are such a pair). The browser
/// has no box for them, so agreement tests leave them out of the engine's entries.
/// `page` is a site path ("marigold/split-view.tablet.html"); `screens` are the suite's screens.
@MainActor
func undrawnCandidateIDs(
    onPage page: String, of screens: [(id: String, makeView: @MainActor @Sendable () -> AnyView)]
) -> [String] {
    let file = page.split(separator: "/").last.map(String.init) ?? page
    let id = String(file.prefix { $0 != "." })
    guard let screen = screens.first(where: { $0.id == id }) else { return [] }
    let canvas = file.contains(".tablet.") ? RenderCanvas.tablet : file.contains(".desktop.") ? RenderCanvas.desktop : RenderCanvas.phone
    return undrawnCandidateIDs(in: LayoutEngine.standard.layout(screen.makeView().resolved(), in: canvas.size))
}

/// The ids of `layout`'s ViewThatFits candidates other than the chosen ones.
func undrawnCandidateIDs(in layout: LaidOutTree) -> [String] {
    var ids: [String] = []
    for index in layout.nodes.indices {
        guard case .viewThatFits(let choice)? = layout.kind(at: index) else { continue }
        var child = index + 1
        for position in 0..<layout.tree.root.subtreeChildCount(in: layout, at: index) {
            if position != choice.chosen { ids.append(layout.id(of: child)) }
            child += layout.nodes[child].subtreeSize
        }
    }
    return ids
}

/// `entries` less the undrawn ids and their descendants.
func drawnEntries(_ entries: [LayoutEntry], hiding hidden: [String]) -> [LayoutEntry] {
    entries.filter { entry in !hidden.contains { entry.id == $0 || entry.id.hasPrefix($0 + ".") } }
}
