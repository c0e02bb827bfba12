// Deleting, moving, swiping, long-pressing and pulling to refresh are things a user does to a
// list; a snapshot shows the list before any of them. Each compiles as SwiftUI spells it and
// leaves the rows as they are: swipe actions and context menus are hidden until a gesture shows
// them on iOS too, so a screenshot of a list at rest draws none of them.

/// A view made from a collection, whose rows can be deleted and moved: what `ForEach` is.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    /// The collection the rows are made from.
    associatedtype Data: Collection
    /// The elements this view makes its rows from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Lets the user delete rows, calling `action` with the offsets of the deleted ones.
    ///
    /// A snapshot shows the list at rest, so the rows are unchanged and `action` is never called.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }

    /// Lets the user move rows, calling `action` with the moved offsets and their destination.
    ///
    /// A snapshot shows the list at rest, so the rows are unchanged and `action` is never called.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

/// The leading or trailing edge, for `swipeActions(edge:)`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The edge a row is swiped from: `leading` (left in a left-to-right layout) or `trailing`.
    case leading, trailing
}

/// A menu shown on a long press, in the form before iOS 14's `contextMenu(menuItems:)`.
public struct ContextMenu<MenuItems: View> {
    /// Creates a context menu from the views in `menuItems`; its items are not drawn in a snapshot.
    public init(@ViewBuilder menuItems: () -> MenuItems) {}
}

extension View {
    /// Prevents the user from deleting this row; a snapshot draws the row the same either way.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    /// Prevents the user from moving this row; a snapshot draws the row the same either way.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }

    /// Adds buttons that appear when the user swipes this row from `edge`.
    ///
    /// They stay hidden until a swipe, as on iOS, so a snapshot draws the row without them.
    ///
    /// - Parameters:
    ///   - edge: The edge the row is swiped from.
    ///   - allowsFullSwipe: Whether a full swipe performs the first action.
    ///   - content: The buttons to reveal.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View { self }

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

    /// Lets the user pull this list down to run `action` and refresh it.
    ///
    /// A snapshot draws the list at rest, with no refresh control, and never runs `action`.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}
