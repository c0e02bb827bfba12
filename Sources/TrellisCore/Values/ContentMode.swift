/// How `aspectRatio` sizes a view: inside the space offered, or covering it.
public enum ContentMode: Hashable, Sendable {
    /// Whether a view scaled to an aspect ratio fits inside its frame or fills it.
    case fit, fill
}
