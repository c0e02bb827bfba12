extension View {
    /// Proposes the child a size of `aspectRatio` (width over height; nil: the child's own, as an
    /// image's) that fits in, or fills, the space offered (AspectRatioLayout.swift).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_WrapperModifier(kind: .aspectRatio(aspectRatio, contentMode: contentMode)))
    }

    /// Constrains the view to the width-to-height ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let ratio: CGFloat? = aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil
        return modifier(_WrapperModifier(kind: .aspectRatio(ratio, contentMode: contentMode)))
    }

    /// Scales the view to fit its frame, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// Scales the view to fill its frame, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
