import Trellis
import TrellisRender

extension GoldenFormat {
    /// The screen as the HTML emitter writes it at the canvas size: its stylesheet in a `<style>`
    /// element, then its body, pretty-printed one element per line so a diff names the element
    /// that changed. Links to other screens are written `<destination name>.html`.
    public static let html = GoldenFormat(
        name: "html",
        strategy: .lines(pathExtension: "html") { screen in
            let emitter = HTMLEmitter(canvas: CGSize(width: screen.canvas.width, height: screen.canvas.height))
            let fragment = try emitter.render(screen.tree) { destination in destination.name + ".html" }
            return MarkupPrettyPrinter.format("<style>" + fragment.stylesheet + "</style>" + fragment.body)
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
}
