// The style a view's text and shapes are painted with: on any view an environment value, on a
// Text (the `extension Text` below) part of that text's own style.

extension View {
    /// A primary and a secondary style: text and one-color symbols take the primary one; a
    /// symbol with layers paints them in the two (palette), as in SwiftUI.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStylePalette([AnyShapeStyle(primary), AnyShapeStyle(secondary)])
    }

    /// Three levels of style; as above, with a third for a symbol's tertiary layer.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        foregroundStylePalette([AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }
}

extension View {
    /// The color of text and shapes in this view and below it.
    public func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment(\.self) { values in
            values.foregroundStyle = color.map(AnyShapeStyle.init)
            values.foregroundStyleIsExplicit = color != nil
        }
    }

    /// The style, such as a color or gradient, of text and shapes in this view and below it.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let style = AnyShapeStyle(style)
        return transformEnvironment(\.self) { values in
            values.foregroundStyle = style
            values.foregroundStyleIsExplicit = true
        }
    }
}

extension Text {
    /// Sets the color of this text.
    ///
    /// - Parameter color: The color, or `nil` for the environment's foreground style.
    /// - Returns: A text in that color.
    public func foregroundColor(_ color: Color?) -> Text { adding(.color(color)) }

    /// Sets the style this text is painted with: a color, a gradient, or a hierarchical style such as
    /// `.secondary`.
    ///
    /// A gradient spans the text's whole frame, in HTML as a clipped background and in SVG as a
    /// gradient fill, when it paints the whole text; a part of a `Text + Text` painted with a
    /// gradient is drawn in the gradient's middle color.
    ///
    /// - Parameter style: The shape style to paint the characters with.
    /// - Returns: A text in that style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding(.style(AnyShapeStyle(style))) }
}
