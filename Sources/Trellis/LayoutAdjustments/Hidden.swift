extension View {
    /// Hides the view but keeps its space in the layout, as SwiftUI's `hidden()`: it is drawn
    /// fully transparent and left out of the accessibility tree.
    public func hidden() -> some View {
        opacity(0).accessibilityHidden(true)
    }
}
