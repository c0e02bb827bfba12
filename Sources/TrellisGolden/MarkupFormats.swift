import Trellis
import TrellisRender

extension GoldenFormat {
    /// The screen as the HTML emitter writes it at the canvas size, followed by every screen its
    /// NavigationLinks lead to (as the site writes them, one page each), each as its stylesheet
    /// in a `<style>` element and its body, after a comment naming it. Pretty-printed one element
    /// per line so a diff names the element that changed. Links are written
    /// `<destination page name>.html` (`ResolvedDestination.pageName`); destination screens get class prefixes `d1-`, `d2-`, ….
    public static let html = GoldenFormat(
        name: "html",
        strategy: .lines(pathExtension: "html") { screen in
            let size = screen.canvas.size
            let link: (ResolvedDestination) -> String? = { $0.pageName + ".html" }
            var markup = ""
            for (index, (name, tree)) in ([("root", screen.tree)] + destinations(from: screen.tree)).enumerated() {
                let emitter = HTMLEmitter(canvas: size, classPrefix: index == 0 ? "t" : "d\(index)-")
                let fragment = try emitter.render(tree, link: link)
                if index > 0 { markup += "<!-- screen \(name) -->" }
                markup += "<style>" + fragment.stylesheet + "</style>" + fragment.body
            }
            return MarkupPrettyPrinter.format(markup)
        },
        dependsOnCanvas: true)

    /// SVG goldens. Trellis has no SVG emitter yet, so asking for one fails the assertion (or the
    /// check, with the usage status) with a message saying so, rather than quietly checking
    /// nothing. When the emitter lands, the strategy renders and pretty-prints it like `.html`.
    public static let svg = GoldenFormat(
        name: "svg",
        strategy: .lines(pathExtension: "svg") { _ in throw GoldenUsageError(svgUnavailable) },
        dependsOnCanvas: true,
        unavailableReason: svgUnavailable)

    private static let svgUnavailable = "SVG goldens are not available yet: Trellis has no SVG emitter; use .html or .dump"

    /// The screens reachable through NavigationLinks, breadth first, each once, in the order a
    /// reader meets their links.
    static func destinations(from tree: ResolvedTree) -> [(String, ResolvedTree)] {
        var found: [(String, ResolvedTree)] = []
        var seen: Set<ResolvedDestination> = []
        var queue = [tree.root]
        var head = 0
        while head < queue.count {
            var stack = [queue[head]]
            head += 1
            var inOrder: [ResolvedDestination] = []
            while let node = stack.popLast() {
                if case .navigationLink(let destination) = node.kind { inOrder.append(destination) }
                stack.append(contentsOf: node.children.reversed())
            }
            for destination in inOrder where seen.insert(destination).inserted {
                found.append((destination.name, destination.tree))
                queue.append(destination.tree.root)
            }
        }
        return found
    }
}
