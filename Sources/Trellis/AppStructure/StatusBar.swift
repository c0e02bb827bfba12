// Modifiers about the device around a screen (status bar, safe areas) and about a view's identity
// across updates. A Trellis canvas has no safe-area insets and a snapshot has no updates, so each
// leaves the view as it is.

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The safe area the container leaves for bars and the device's rounded corners.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every kind of safe area.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Identity across updates; one render has a single state, so the view is unchanged.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }

    /// Hides the status bar while this view is shown; a canvas has no status bar, so nothing changes.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Hides the status bar while this view is shown, the older spelling; nothing changes on a canvas.
    public func statusBar(hidden: Bool) -> some View { self }

    /// Extends this view into the safe areas `regions` names along `edges`.
    ///
    /// A Trellis canvas has no safe-area insets, so the view is laid out as it would be anyway.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Extends this view into the safe area along `edges`, the form before iOS 14.
    ///
    /// A Trellis canvas has no safe-area insets, so the view is laid out as it would be anyway.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}
