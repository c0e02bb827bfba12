extension View {
    /// The style of text editors in this view (iOS 17); iOS draws `.plain` and `.automatic` alike,
    /// and so does Trellis.
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { self }
}

/// A style for text editors (iOS 17).
public protocol TextEditorStyle: Sendable {}
/// The platform's text editor look.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// Creates the style.
    public init() {}
}
/// A text editor with no decoration, as iOS draws one by default.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// Creates the style.
    public init() {}
}
/// A text editor in a rounded border (macOS).
public struct RoundedBorderTextEditorStyle: TextEditorStyle {
    /// Creates the style.
    public init() {}
}
extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The platform's look.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}
extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// No decoration.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}
extension TextEditorStyle where Self == RoundedBorderTextEditorStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextEditorStyle { RoundedBorderTextEditorStyle() }
}
