extension View {
    /// Changes the view's drawing from its geometry, through the same effects a scroll
    /// transition applies. Those effects are drawn as the identity (ScrollBehaviors.swift), so
    /// the closure isn't called and the view is drawn as it is: what a still screen shows for
    /// the common uses, which change items as they move.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        self
    }
}
