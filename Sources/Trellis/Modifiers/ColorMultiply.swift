extension View {
    /// Multiplies each color of the view by `color`, as a tinted lens over it.
    ///
    /// Drawn from effects both outputs have: the color over the view in the multiply blend
    /// mode, composited on its own, and shown only where the view is (masked by a copy of it,
    /// so the view is written twice).
    public func colorMultiply(_ color: Color) -> some View {
        overlay { color.blendMode(.multiply) }
            .compositingGroup()
            .mask { self }
    }
}
