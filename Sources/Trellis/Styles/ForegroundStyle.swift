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
