// iOS 17 lets a filled shape be stroked too, `Circle().fill(.red).stroke(.blue, lineWidth: 2)`:
// the line is drawn over the fill, along the same outline, in the same frame.

extension _ShapeView {
    /// Traces this filled shape's outline over its fill.
    public func stroke<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, lineWidth: lineWidth))
    }

    /// Traces this filled shape's outline over its fill with a full stroke style.
    public func stroke<Style: ShapeStyle>(_ content: Style, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, style: style))
    }
}

extension _ShapeView where S: InsettableShape {
    /// Traces the inside edge of this filled shape over its fill.
    public func strokeBorder<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, lineWidth: lineWidth))
    }

    /// Traces the inside edge of this filled shape over its fill with a full stroke style.
    public func strokeBorder<Style: ShapeStyle>(_ content: Style, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, style: style))
    }
}
