import Trellis
import TrellisSite

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
                let emitter = HTMLEmitter(classPrefix: index == 0 ? "t" : "d\(index)-")
                let fragment = try emitter.render(tree, in: size, link: link)
                if index > 0 { markup += "<!-- screen \(name) -->" }
                markup += "<style>" + fragment.stylesheet + "</style>" + fragment.body
            }
            return MarkupPrettyPrinter.format(markup)
        },
        dependsOnCanvas: true)

    /// The screen as the SVG emitter writes it at the canvas size: the file `trellis render`
    /// writes, byte for byte, but without the `@font-face` rules (a golden ships no fonts; a
    /// viewer with DejaVu installed shows it as the site does). The emitter writes one element per
    /// line, so a diff names the element that changed. Links are written
    /// `<destination page name>.svg`. Only the root screen: an SVG file holds one document, and a
    /// golden should open as the picture it is.
    public static let svg = GoldenFormat(
        name: "svg",
        strategy: .lines(pathExtension: "svg") { screen in
            try SVGEmitter().render(screen.tree, in: screen.canvas.size) { $0.pageName + ".svg" }
        },
        dependsOnCanvas: true)

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
