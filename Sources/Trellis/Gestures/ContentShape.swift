/// What a content shape is for: hit testing, previews, hover and focus effects (iOS 15).
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Hit testing.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The preview a drag lifts.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The preview a context menu lifts.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The pointer's hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The accessibility frame.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension View {
    /// Sets the shape used for `kinds` (hit testing, previews …); none of them is drawn, so a
    /// still screen is unchanged.
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
}

extension View {
    /// The shape that takes hits; drawing is unchanged.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
}
