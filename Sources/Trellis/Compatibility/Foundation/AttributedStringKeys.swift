import Foundation

// Apple's platforms declare the attribute keys of text styling (`.link`, `.font`,
// `.foregroundColor`) in their UI frameworks; Linux's Foundation has the key type but not these
// keys, so code building an NSAttributedString for a link could not compile. The raw values are
// those Apple's frameworks use.

extension NSAttributedString.Key {
    /// A link's URL or string.
    public static var link: NSAttributedString.Key { NSAttributedString.Key("NSLink") }
    /// The text's font.
    public static var font: NSAttributedString.Key { NSAttributedString.Key("NSFont") }
    /// The text's color.
    public static var foregroundColor: NSAttributedString.Key { NSAttributedString.Key("NSColor") }
    /// The color behind the text.
    public static var backgroundColor: NSAttributedString.Key { NSAttributedString.Key("NSBackgroundColor") }
    /// The underline's style.
    public static var underlineStyle: NSAttributedString.Key { NSAttributedString.Key("NSUnderline") }
    /// The strikethrough's style.
    public static var strikethroughStyle: NSAttributedString.Key { NSAttributedString.Key("NSStrikethrough") }
    /// The space added between characters.
    public static var kern: NSAttributedString.Key { NSAttributedString.Key("NSKern") }
}
