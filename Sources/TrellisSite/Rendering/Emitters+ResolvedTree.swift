import Trellis
import TrellisLayout
import TrellisRender

// One screen straight from resolution to markup, for a single page, a preview or a test: the
// emitters draw laid-out trees only, so the site lays the screen out first, with the standard
// engine sizing symbols from the drawings the emitter draws.

extension HTMLEmitter {
    /// Lays out one resolved screen on `canvas` (the phone's unless given) and renders it.
    ///
    /// - Parameters:
    ///   - back: the href of the screen a destination screen's back button returns to; nil draws
    ///     the back button without a link.
    ///   - link: maps a `NavigationLink` destination to the href of its page (nil = no link).
    public func render(
        _ tree: ResolvedTree,
        in canvas: CGSize = RenderCanvas.phone.size,
        back: String? = nil,
        link: (ResolvedDestination) -> String?
    ) throws(RenderError) -> HTMLFragment {
        try render(LayoutEngine(symbols: symbols).layout(tree, in: canvas), back: back, link: link)
    }
}

extension SVGEmitter {
    /// Lays out one resolved screen on `canvas` (the phone's unless given) and renders it.
    ///
    /// - Parameters:
    ///   - back: the href of the SVG a destination screen's back button returns to; nil draws the
    ///     back button without a link.
    ///   - link: maps a `NavigationLink` destination to the href of its SVG (nil = no link).
    public func render(
        _ tree: ResolvedTree,
        in canvas: CGSize = RenderCanvas.phone.size,
        back: String? = nil,
        link: (ResolvedDestination) -> String? = { _ in nil }
    ) throws(RenderError) -> String {
        try render(LayoutEngine(symbols: symbols).layout(tree, in: canvas), back: back, link: link)
    }
}
