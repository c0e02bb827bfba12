/// How a `NavigationSplitView` chooses between its columns side by side and its sidebar alone.
/// iOS decides by the horizontal size class, which follows the window's width; a resolved tree
/// serves every canvas, so the choice is left to layout, through the `ViewThatFits` rule: the
/// columns come first and ask for at least `regularWidth` points, the sidebar alone second. On
/// the phone canvas (390 points) the sidebar shows; on the tablet (820) and desktop (1280)
/// canvases the columns do. 700 lies between the widest phone held upright (440) and the
/// narrowest iPad (744), where iOS's size class turns regular too.
@MainActor
enum SplitViewColumns {
    static let regularWidth: CGFloat = 700

    static func resolve<S: View, C: View, D: View>(_ view: NavigationSplitView<S, C, D>, in context: _ResolveContext) -> [ResolvedNode] {
        let columns = view.resolveColumns(in: context)
        guard context.environment.horizontalSizeClass != .regular else { return [columns] }
        let sidebar = NavigationStack { view.sidebar }._resolveSelf(in: context)
        let choice = ViewThatFits(in: .horizontal) {
            _Deferred(nodes: [columns]).frame(minWidth: regularWidth, maxWidth: .infinity)
            _Deferred(nodes: sidebar)
        }
        return context.resolveChild(choice)
    }
}
