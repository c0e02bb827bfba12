extension View {
    /// Clips the view to a rectangle with circular corners of `radius` points.
    ///
    /// Deprecated in SwiftUI in favor of `clipShape(.rect(cornerRadius:))`, and drawn the same way:
    /// a CSS `border-radius` with `overflow: hidden` in the HTML, a clip path in the SVG. Both
    /// outputs antialias, so `antialiased` changes nothing.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_WrapperModifier(kind: .clip(.roundedRectangle(cornerRadius: radius, style: .circular))))
    }

    /// Clips the view to `shape`, laid into its frame.
    ///
    /// The HTML uses `border-radius` for rounded rectangles, capsules and ellipses, `clip-path` for
    /// circles and any other outline; the SVG uses a clip path. `style` with `eoFill` clips an
    /// outline by the even-odd rule (`clip-rule`, and `path(evenodd, …)` in the HTML).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_WrapperModifier(kind: .clip(shape._shapeKind.filled(by: style))))
    }

    /// Clips the view to its frame, so nothing it draws outside it shows.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(_WrapperModifier(kind: .clip(.rectangle)))
    }
}
