import Foundation

// SwiftUI code sizes text with UIKit's fonts (`Font(UIFont.preferredFont(forTextStyle: .body))`,
// `Font(UIFont.systemFont(ofSize: 15, weight: .semibold))`) and reads their point sizes. A UIFont
// here is a SwiftUI `Font` with the point size UIKit reports at the default text size.

#if !(os(iOS) || os(tvOS) || os(visionOS))
/// UIKit's font: a SwiftUI `Font` and its point size.
public final class UIFont: Hashable, Sendable, _UIKitSubset {
    /// The SwiftUI font this UIKit font draws as.
    let font: Font
    /// The size UIKit reports, at the default (Large) text size for a text style's font.
    public let pointSize: CGFloat
    /// The same face at another size, for `withSize(_:)`.
    private let sized: @Sendable (CGFloat) -> Font

    private init(pointSize: CGFloat, _ sized: @escaping @Sendable (CGFloat) -> Font) {
        self.font = sized(pointSize)
        self.pointSize = pointSize
        self.sized = sized
    }

    /// UIKit's text styles, each SwiftUI's of the same role.
    public struct TextStyle: Hashable, Sendable {
        let style: Font.TextStyle

        /// The largest title.
        public static let largeTitle = TextStyle(style: .largeTitle)
        /// The first-level title (SwiftUI's `.title`).
        public static let title1 = TextStyle(style: .title)
        /// The second-level title.
        public static let title2 = TextStyle(style: .title2)
        /// The third-level title.
        public static let title3 = TextStyle(style: .title3)
        /// A heading.
        public static let headline = TextStyle(style: .headline)
        /// A subheading.
        public static let subheadline = TextStyle(style: .subheadline)
        /// Body text.
        public static let body = TextStyle(style: .body)
        /// A callout.
        public static let callout = TextStyle(style: .callout)
        /// A footnote.
        public static let footnote = TextStyle(style: .footnote)
        /// A caption (SwiftUI's `.caption`).
        public static let caption1 = TextStyle(style: .caption)
        /// A smaller caption.
        public static let caption2 = TextStyle(style: .caption2)
    }

    /// UIKit's font weights, each SwiftUI's of the same name.
    public struct Weight: Hashable, Sendable {
        let weight: Font.Weight

        /// The thinnest weight.
        public static let ultraLight = Weight(weight: .ultraLight)
        /// Thin.
        public static let thin = Weight(weight: .thin)
        /// Light.
        public static let light = Weight(weight: .light)
        /// The default weight.
        public static let regular = Weight(weight: .regular)
        /// Medium.
        public static let medium = Weight(weight: .medium)
        /// Semibold.
        public static let semibold = Weight(weight: .semibold)
        /// Bold.
        public static let bold = Weight(weight: .bold)
        /// Heavy.
        public static let heavy = Weight(weight: .heavy)
        /// The heaviest weight.
        public static let black = Weight(weight: .black)
    }

    /// The font of a text style, which follows the render's text size as SwiftUI's does.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let size = style.style.metrics(at: .large).size
        return UIFont(font: .system(style.style), pointSize: size) { .system(size: $0) }
    }

    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: fontSize) { .system(size: $0, weight: weight.weight) }
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize) { .system(size: $0).italic() }
    }

    /// The monospaced system font at `fontSize` points and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize) { .system(size: $0, weight: weight.weight, design: .monospaced) }
    }

    /// The system font with digits of one width, at `fontSize` points and `weight`.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize) { .system(size: $0, weight: weight.weight).monospacedDigit() }
    }

    /// A font by its name, as the render's font catalog finds it (falling back as `Font.custom` does).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(pointSize: fontSize) { .custom(fontName, size: $0) }
    }

    /// A text style's font: SwiftUI's, which follows the render's text size, with another face
    /// for other sizes.
    private init(font: Font, pointSize: CGFloat, _ sized: @escaping @Sendable (CGFloat) -> Font) {
        self.font = font
        self.pointSize = pointSize
        self.sized = sized
    }

    /// The same font at another size. A text style's font becomes the system font at that size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, sized)
    }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.font == b.font && a.pointSize == b.pointSize }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(font)
        hasher.combine(pointSize)
    }
}

extension Font {
    /// SwiftUI's font of a UIKit font, as `Font(UIFont.preferredFont(forTextStyle: .body))` is written.
    public init(_ font: UIFont) {
        self = font.font
    }
}
#endif
