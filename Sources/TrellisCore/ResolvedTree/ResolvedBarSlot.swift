/// Where in a navigation stack's chrome a `.barSlot` node goes (ChromeLayout.swift places it).
public enum ResolvedBarSlot: String, Hashable, Sendable {
    /// After the back button, at the bar's leading edge.
    case leading
    /// At the bar's trailing edge, 16 points in.
    case trailing
    /// In the middle of the bar, where an inline title would be.
    case principal
    /// The search field, 36 points high, below the (large) title.
    case search
    /// The 49-point bar along the bottom of the screen (a child of the stack, not of the bar).
    case bottom
    /// A presented sheet, cover, alert or dialog, over the whole screen and its bars (a child of
    /// the screen's root).
    case presentation
}
