// The list metrics app code sets to make rows denser (a log viewer's 18-point rows). A list
// row is at least defaultMinListRowHeight tall (44 points, as on iOS, unless set); the header
// height is accepted and not drawn.

private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The least height of a list row, 44 points unless set, as on iOS.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The least height of a list section header; nil for the list's own.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}
