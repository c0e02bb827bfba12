extension View {
    /// Adds a context menu to the selected rows of a list or table; a snapshot shows no menu, and
    /// the primary action (a double-click) is never called.
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View { self }
}

extension View {
    /// Adds a menu that a long press on this view shows; a snapshot draws the view without it.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// Adds a menu, and a preview of the view above it, that a long press shows.
    ///
    /// Neither is drawn in a snapshot: the view appears at rest.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        self
    }

    /// Adds `contextMenu` to this view, or none when it is `nil`; the menu isn't drawn in a snapshot.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { self }
}

/// A menu shown on a long press, in the form before iOS 14's `contextMenu(menuItems:)`.
public struct ContextMenu<MenuItems: View> {
    /// Creates a context menu from the views in `menuItems`; its items are not drawn in a snapshot.
    public init(@ViewBuilder menuItems: () -> MenuItems) {}
}
