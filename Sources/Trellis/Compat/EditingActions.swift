// Deleting, moving, swiping, long-pressing and pulling to refresh are things a user does to a
// list; a snapshot shows the list before any of them. Each compiles as SwiftUI spells it and
// leaves the rows as they are: swipe actions and context menus are hidden until a gesture shows
// them on iOS too, so a screenshot of a list at rest draws none of them.

/// A view made from a collection, whose rows can be deleted and moved: what `ForEach` is.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }

    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

/// The leading or trailing edge, for `swipeActions(edge:)`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing
}

/// A menu shown on a long press, in the form before iOS 14's `contextMenu(menuItems:)`.
public struct ContextMenu<MenuItems: View> {
    public init(@ViewBuilder menuItems: () -> MenuItems) {}
}

extension View {
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    public func moveDisabled(_ isDisabled: Bool) -> some View { self }

    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View { self }

    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        self
    }

    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { self }

    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}
