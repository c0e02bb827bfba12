/// A font request, resolved against the environment's Dynamic Type size.
///
/// Every system font renders in faces Trellis ships with the pages (SystemFontFile), so that the
/// metrics Trellis measures are the metrics a browser draws with: the default and rounded designs
/// in Inter, tracked at each size to SF Pro's widths (SystemFontTracking), serif and monospaced in
/// DejaVu Serif and DejaVu Sans Mono.
public struct Font: Hashable, Sendable {
    package enum Base: Hashable, Sendable {
        case textStyle(TextStyle, design: Design?)
        case size(CGFloat, design: Design?)
        /// A brand font by family or PostScript name (Font+Custom.swift); `relativeTo` nil is a fixed size.
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    package var base: Base
    package var weight: Weight?
    package var isItalic = false
    /// Which letters are drawn as small capitals (Font+SmallCaps.swift); empty for none.
    package var smallCapitals: SmallCapitals = []

    package init(base: Base, weight: Weight? = nil) {
        self.base = base
        self.weight = weight
    }

    /// Apple's text styles, whose sizes follow Dynamic Type.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        /// The styles from the largest title to the smallest caption, with Apple's sizes at each Dynamic Type size.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// Size and line height at the large (default) Dynamic Type size, and the default weight.
        package var metrics: (size: CGFloat, lineHeight: CGFloat, weight: Weight) { metrics(at: .large) }
    }

    /// The family a system font is drawn from.
    public enum Design: String, Hashable, Sendable {
        /// Sans serif, serif, rounded, or monospaced.
        case `default`, serif, rounded, monospaced
    }

    /// A font weight, ordered from thinnest to heaviest.
    public struct Weight: Hashable, Sendable, Comparable {
        /// The CSS weight, 100 to 900.
        public let value: Int
        package init(value: Int) { self.value = value }
        /// Weight 100.
        public static let ultraLight = Weight(value: 100)
        /// Weight 200.
        public static let thin = Weight(value: 200)
        /// Weight 300.
        public static let light = Weight(value: 300)
        /// Weight 400, the weight of body text.
        public static let regular = Weight(value: 400)
        /// Weight 500.
        public static let medium = Weight(value: 500)
        /// Weight 600, the weight of headlines.
        public static let semibold = Weight(value: 600)
        /// Weight 700.
        public static let bold = Weight(value: 700)
        /// Weight 800.
        public static let heavy = Weight(value: 800)
        /// Weight 900.
        public static let black = Weight(value: 900)
        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
    }

    /// The font of a large navigation title: 34 points at the default size.
    public static let largeTitle = Font(base: .textStyle(.largeTitle, design: nil))
    /// The font of first-level headings: 28 points at the default size.
    public static let title = Font(base: .textStyle(.title, design: nil))
    /// The font of second-level headings: 22 points at the default size.
    public static let title2 = Font(base: .textStyle(.title2, design: nil))
    /// The font of third-level headings: 20 points at the default size.
    public static let title3 = Font(base: .textStyle(.title3, design: nil))
    /// The font of headings: 17 points semibold at the default size.
    public static let headline = Font(base: .textStyle(.headline, design: nil))
    /// The font of subheadings: 15 points at the default size.
    public static let subheadline = Font(base: .textStyle(.subheadline, design: nil))
    /// The font of body text, and of text that sets none: 17 points at the default size.
    public static let body = Font(base: .textStyle(.body, design: nil))
    /// The font of callouts: 16 points at the default size.
    public static let callout = Font(base: .textStyle(.callout, design: nil))
    /// The font of footnotes: 13 points at the default size.
    public static let footnote = Font(base: .textStyle(.footnote, design: nil))
    /// The font of captions: 12 points at the default size.
    public static let caption = Font(base: .textStyle(.caption, design: nil))
    /// The font of small captions: 11 points at the default size.
    public static let caption2 = Font(base: .textStyle(.caption2, design: nil))

    /// A system font in a text style, so its size follows Dynamic Type.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style, design: design), weight: weight)
    }

    /// A system font of a fixed size, which Dynamic Type does not scale.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .size(size, design: design), weight: weight)
    }

    /// The font at another weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The font in italics.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The concrete font at `dynamicTypeSize`.
    public func resolve(dynamicTypeSize: DynamicTypeSize = .large) -> Resolved {
        switch base {
        case .textStyle(let style, let design):
            let metrics = style.metrics(at: dynamicTypeSize)
            return Resolved.system(
                design: design ?? .default, size: metrics.size, leading: metrics.lineHeight, weight: weight ?? metrics.weight,
                isItalic: isItalic)
        case .size(let size, let design):
            // A fixed-size font does not scale with Dynamic Type and has no leading of its own: one
            // line is as tall as a text style's at that size, and its lines are that far apart, as
            // UIFont.systemFont(ofSize:)'s are.
            return Resolved.system(design: design ?? .default, size: size, leading: nil, weight: weight ?? .regular, isItalic: isItalic)
        case .custom(let name, let size, let style):
            return Self.resolveCustom(name, size: size, relativeTo: style, weight: weight, isItalic: isItalic, at: dynamicTypeSize)
        }
    }

    /// A font with every value concrete.
    public struct Resolved: Hashable, Sendable {
        /// The family the font is drawn from.
        public var design: Design
        /// The size in points, after Dynamic Type.
        public var size: CGFloat
        /// The height of one line, in points: for a system font iOS's natural height at its size
        /// (SF Pro's ascent and descent, `naturalLineHeight`), what a one-line `Text` is tall.
        public var lineHeight: CGFloat
        /// What a text style's leading adds between lines beyond `lineHeight` (body: 22 − 20.29 pt),
        /// in points; zero for a fixed-size or brand font. Lines are `lineHeight + lineGap` apart,
        /// and a text's own `lineSpacing` adds to that (`ResolvedText.lineSpacing`).
        public var lineGap: CGFloat = 0
        /// The distance from one line's baseline to the next: `lineHeight + lineGap` (a text
        /// style's leading, 22 pt for body).
        public var leading: CGFloat { lineHeight + lineGap }
        /// The weight.
        public var weight: Weight
        /// Whether the font is italic.
        public var isItalic: Bool
        /// A brand font's family, as its files name it (`Font.custom`); nil for a system font.
        public var customFamily: String?
        /// Points added after every character, as CSS `letter-spacing`: the system font's tracking
        /// at its size (SystemFontTracking), which `Font.resolve` sets; zero for a brand font.
        public var tracking: CGFloat = 0

        /// A font with every property decided.
        public init(
            design: Design = .default, size: CGFloat, lineHeight: CGFloat, weight: Weight = .regular, isItalic: Bool = false,
            customFamily: String? = nil
        ) {
            self.customFamily = customFamily
            self.design = design
            self.size = ResolvedLength.fontSize(size)
            self.lineHeight = ResolvedLength.size(lineHeight)
            self.weight = weight
            self.isItalic = isItalic
        }

        /// The family every renderer uses for this design: Inter (Inter Display from 20 pt), DejaVu
        /// Serif or DejaVu Sans Mono.
        public var family: String {
            if let customFamily { return customFamily }
            return SystemFontFile.all[SystemFontFile.index(of: self)].family
        }

        /// DejaVu has two weights; semibold and heavier use Bold, as docs/architecture.md ("Text") says.
        public var isBold: Bool { weight >= .semibold }

        /// Whether the font is drawn in one of DejaVu's two weights (serif and monospaced system
        /// fonts); the others name their own weight.
        public var hasTwoWeights: Bool { customFamily == nil && (design == .serif || design == .monospaced) }

        /// iOS's system font, SF Pro, is 2444/2048 em tall (ascender 1950, descender 494 units of
        /// 2048, in its Text and Display cuts alike), and a one-line `Text` is that tall: 20.29 pt at
        /// 17 pt (20.33 on a 3x screen). Trellis gives every system design that height, whatever face
        /// draws it, so heights are iOS's while widths come from Inter or DejaVu.
        package static func naturalLineHeight(size: CGFloat) -> CGFloat {
            (size * 2444 / 2048 * 100).rounded() / 100
        }

        /// A system font at `size`: one line its natural height, lines `leading` apart (a text
        /// style's; nil for the natural height), tracked as the table says.
        static func system(design: Design, size: CGFloat, leading: CGFloat?, weight: Weight, isItalic: Bool) -> Resolved {
            var font = Resolved(
                design: design, size: size, lineHeight: naturalLineHeight(size: size), weight: weight, isItalic: isItalic).tracked()
            // At the largest accessibility sizes the natural height passes the leading; lines are
            // then their height apart, never overlapping.
            if let leading { font.lineGap = max(0, ResolvedLength.size(leading - font.lineHeight)) }
            return font
        }

        /// The font with the system font's tracking at its size (none for serif and monospaced).
        func tracked() -> Resolved {
            var copy = self
            copy.tracking = customFamily == nil && (design == .default || design == .rounded) ? Self.systemTracking(size: size) : 0
            return copy
        }
    }
}

/// The user's preferred text size; each text style's size and leading at each come from Apple's table
/// (`Font.TextStyle.metrics(at:)`).
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable {
    /// The standard text sizes, from smallest to largest; `.large` is the default.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The accessibility sizes, larger than any standard size.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Body's size at this setting over body's size at `.large` (17 pt).
    package var scale: CGFloat { Font.TextStyle.body.metrics(at: self).size / 17 }

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// The older name for Dynamic Type sizes, kept because `\.sizeCategory` is still common.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable {
    /// The standard categories, from smallest to largest, as the older API names them.
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The first accessibility categories.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    /// The largest accessibility categories.
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    package init(_ size: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }

    package var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!]
    }
}
