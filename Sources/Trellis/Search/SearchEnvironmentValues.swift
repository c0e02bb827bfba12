// What a view inside a searchable screen reads about the search (iOS 15). A still screen is
// not searching: the field shows its text but has no focus.

/// Ends the search in progress: clears the field's focus. A still screen has none to end.
public struct DismissSearchAction: Sendable {
    /// Ends the search; does nothing in a render.
    public func callAsFunction() {}
}

private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the user is searching in the nearest searchable view: false on a still screen.
    public var isSearching: Bool { false }

    /// The action that ends the search.
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }

    /// Whether the nearest focusable view has focus: false, since nothing has focus in a render.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}
