extension View {
    /// Sets where the view's horizontal guide `g` falls, from the view's dimensions: the stack,
    /// frame or overlay that aligns by `g` lines this point up with its other children's.
    ///
    /// The closure runs on the main actor while the page is laid out, once for each size the
    /// view is given (ResolvedAlignmentGuide.swift).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_WrapperModifier(kind: .alignmentGuide(ResolvedAlignmentGuide(guide: g.key, computation: AlignmentGuideComputation { computeValue($0) }))))
    }

    /// Sets where the view's vertical guide `g` falls, from the view's dimensions: the stack,
    /// frame or overlay that aligns by `g` lines this point up with its other children's.
    ///
    /// The closure runs on the main actor while the page is laid out, once for each size the
    /// view is given (ResolvedAlignmentGuide.swift).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_WrapperModifier(kind: .alignmentGuide(ResolvedAlignmentGuide(guide: g.key, computation: AlignmentGuideComputation { computeValue($0) }))))
    }
}
