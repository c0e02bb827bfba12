/// How `aspectRatio` sizes a view: inside the space offered, or covering it.
public enum ContentMode: Hashable, Sendable {
    case fit, fill
}

extension View {
    /// Proposes the child a size of `aspectRatio` (width over height; nil: the child's own, as an
    /// image's) that fits in, or fills, the space offered (AspectRatioLayout.swift).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_WrapperModifier(kind: .aspectRatio(aspectRatio, contentMode: contentMode)))
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let ratio: CGFloat? = aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil
        return modifier(_WrapperModifier(kind: .aspectRatio(ratio, contentMode: contentMode)))
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
