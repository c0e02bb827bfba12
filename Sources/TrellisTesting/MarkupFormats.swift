import Trellis
import TrellisRender

extension GoldenFormat {
    /// The screen as the HTML emitter writes it (stylesheet, then body), pretty-printed one element
    /// per line so a diff names the element that changed.
    public static let html = GoldenFormat(
        name: "html",
        strategy: .lines(pathExtension: "html") { screen in
            throw GoldenUsageError("the HTML golden format needs the HTML emitter, which is not merged yet")
        },
        dependsOnCanvas: true)

    /// SVG goldens. Trellis has no SVG emitter yet, so asking for one fails the assertion with a
    /// message saying so, rather than quietly checking nothing.
    public static let svg = GoldenFormat(
        name: "svg",
        strategy: .lines(pathExtension: "svg") { _ in
            throw GoldenUsageError("SVG goldens are not available yet: Trellis has no SVG emitter; use .html or .dump")
        },
        dependsOnCanvas: true)
}
