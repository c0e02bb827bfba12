// Modifiers about the device around a screen (status bar, safe areas) and about a view's identity
// across updates. A Trellis canvas has no safe-area insets and a snapshot has no updates, so each
// leaves the view as it is.

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Identity across updates; one render has a single state, so the view is unchanged.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }

    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    public func statusBar(hidden: Bool) -> some View { self }

    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}
