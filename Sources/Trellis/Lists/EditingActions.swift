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

extension ForEach: DynamicViewContent where Content: View {}

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

    /// Lets the user pull this list down to run `action` and refresh it.
    ///
    /// A snapshot draws the list at rest, with no refresh control, and never runs `action`.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}

/// The environment's refresh action: set by `refreshable`, which a still screen never triggers.
public struct RefreshAction: Sendable {
    /// Runs the refresh; a render has nothing to refresh.
    public func callAsFunction() async {}
}

extension EnvironmentValues {
    /// The nearest `refreshable` action, `nil` outside one. A still screen never pulls to refresh,
    /// so Trellis reports none.
    public var refresh: RefreshAction? { nil }
}
