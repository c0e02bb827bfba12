/// The fill rule travels with an outline (`ResolvedPath.isEvenOdd`), so a fill and a clip of one
/// shape read it the same way. Built-in shapes never cross themselves, where the two rules agree,
/// so they drop it and keep drawing as the simple elements they are.
extension ShapeKind {
    /// This shape, its outline filled (or clipped to) by `style`'s rule.
    package func filled(by style: FillStyle) -> ShapeKind {
        guard style.isEOFilled, case .path(var path) = self else { return self }
        path.isEvenOdd = true
        return .path(path)
    }

    /// Whether this is an outline to fill by the even-odd rule.
    public var isEvenOdd: Bool {
        if case .path(let path) = self { return path.isEvenOdd }
        return false
    }
}
