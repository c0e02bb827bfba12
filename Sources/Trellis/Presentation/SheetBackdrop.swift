/// The screen behind a sheet at its large detent, as iOS 15+ draws a page sheet on a phone: the
/// presenting screen shrunk to 92% about its top edge (so 4% of its width shows black on each
/// side), its corners rounded 10 points, on the black of the window, so its top strip shows
/// above the sheet, which starts 10 points below it.
///
/// The screen stays an ordinary child (a clip in a `scaleEffect`), so everything that walks the
/// resolved tree before layout (destination pages, state variants, unknown-symbol checks, the
/// dump) still finds it, and both emitters draw it as they draw any scaled view. On the tablet
/// and desktop canvases the screen keeps its size behind a centred form (FormSheet.swift).
@MainActor
enum SheetBackdrop {
    /// The presenting screen's scale behind a large sheet.
    static let scale: CGFloat = 0.92
    /// The shrunk screen's corner radius, as drawn (a sheet's own radius).
    static let cornerRadius: CGFloat = 10

    /// `root`, the presenting screen, drawn behind a large sheet.
    static func behindLargeSheet(_ root: ResolvedNode, in context: _ResolveContext) -> ResolvedNode {
        context.resolveSingle(FormSheet.backdrop(root, phone: ZStack(alignment: .top) {
            Color.black
            _Deferred(nodes: [root])
                // Clipped before scaling, so the radius is divided by the scale.
                .clipShape(RoundedRectangle(cornerRadius: cornerRadius / scale))
                .scaleEffect(scale, anchor: .top)
        }))
    }
}
