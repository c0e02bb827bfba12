// Font widths (iOS 16): `.fontWidth(.condensed)`. Trellis measures and draws one family, DejaVu
// Sans, in its standard width (DESIGN.md, Text); a narrower or wider face would measure text as a
// font the page doesn't have. So every width compiles and text keeps the standard width.

extension Font {
    /// The width of a font's glyphs.
    public struct Width: Hashable, Sendable {
        /// How much narrower (negative) or wider (positive) than standard the glyphs are; 0 is standard.
        public let value: CGFloat
        /// A width of `value`, from about -1 (narrowest) to 1 (widest).
        public init(_ value: CGFloat) { self.value = value }
        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// Narrower than standard.
        public static let condensed = Width(-0.2)
        /// The font's normal width.
        public static let standard = Width(0)
        /// Wider than standard.
        public static let expanded = Width(0.2)
    }

    /// This font at another width; drawn at the standard width (see above).
    public func width(_ width: Width) -> Font { self }
}

