// `.backgroundStyle(_:)` and `.background(in:)` (iOS 16): the environment's background style, which
// the `.background` shape style and a shape-only `background(in:)` paint with. Without one set,
// it is the screen's background, as in SwiftUI.

private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: (any ShapeStyle)? = nil
}

extension EnvironmentValues {
    /// The style `.background` paints with below a `.backgroundStyle(_:)`; nil for the screen's.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self].map { AnyShapeStyle($0) } }
        set { self[BackgroundStyleKey.self] = newValue }
    }

    /// The background style set on this subtree, with itself cleared so that a style that names
    /// `.background` resolves to the screen's background instead of to itself.
    var backgroundStyleOverride: (style: any ShapeStyle, environment: EnvironmentValues)? {
        guard let style = self[BackgroundStyleKey.self] else { return nil }
        var outer = self
        outer[BackgroundStyleKey.self] = nil
        return (style, outer)
    }
}

extension View {
    /// Sets the style `.background` (and `background(in:)`) paints with in this view and below it.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment(\.self) { $0[BackgroundStyleKey.self] = style }
    }
}
