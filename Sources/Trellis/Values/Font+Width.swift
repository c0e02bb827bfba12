// Font widths (iOS 16): `.fontWidth(.condensed)`. Trellis measures and draws one family, DejaVu
// Sans, in its standard width (DESIGN.md, Text); a narrower or wider face would measure text as a
// font the page doesn't have. So every width compiles and text keeps the standard width.

extension Font {
    /// The width of a font's glyphs.
    public struct Width: Hashable, Sendable {
        public let value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// This font at another width; drawn at the standard width (see above).
    public func width(_ width: Width) -> Font { self }
}

extension Text {
    /// Drawn at the standard width (see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

extension View {
    /// Drawn at the standard width (see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> some View { self }
}
