/// A font request, resolved against the environment's Dynamic Type size.
///
/// Every font renders in DejaVu (Sans, Serif or Sans Mono by design), the one family every machine
/// has, so that the metrics Trellis measures are the metrics a browser draws with.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case textStyle(TextStyle, design: Design?)
        case size(CGFloat, design: Design?)
    }

    var base: Base
    var weight: Weight?
    var isItalic = false

    init(base: Base, weight: Weight? = nil) {
        self.base = base
        self.weight = weight
    }

    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// Size and line height at the large (default) Dynamic Type size, and the default weight.
        var metrics: (size: CGFloat, lineHeight: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, 41, .regular)
            case .title: (28, 34, .regular)
            case .title2: (22, 28, .regular)
            case .title3: (20, 25, .regular)
            case .headline: (17, 22, .semibold)
            case .body: (17, 22, .regular)
            case .callout: (16, 21, .regular)
            case .subheadline: (15, 20, .regular)
            case .footnote: (13, 18, .regular)
            case .caption: (12, 16, .regular)
            case .caption2: (11, 13, .regular)
            }
        }
    }

    public enum Design: String, Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public struct Weight: Hashable, Sendable, Comparable {
        /// The CSS weight, 100 to 900.
        public let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
    }

    public static let largeTitle = Font(base: .textStyle(.largeTitle, design: nil))
    public static let title = Font(base: .textStyle(.title, design: nil))
    public static let title2 = Font(base: .textStyle(.title2, design: nil))
    public static let title3 = Font(base: .textStyle(.title3, design: nil))
    public static let headline = Font(base: .textStyle(.headline, design: nil))
    public static let subheadline = Font(base: .textStyle(.subheadline, design: nil))
    public static let body = Font(base: .textStyle(.body, design: nil))
    public static let callout = Font(base: .textStyle(.callout, design: nil))
    public static let footnote = Font(base: .textStyle(.footnote, design: nil))
    public static let caption = Font(base: .textStyle(.caption, design: nil))
    public static let caption2 = Font(base: .textStyle(.caption2, design: nil))

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style, design: design), weight: weight)
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .size(size, design: design), weight: weight)
    }

    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The concrete font at `dynamicTypeSize`.
    public func resolve(dynamicTypeSize: DynamicTypeSize = .large) -> Resolved {
        switch base {
        case .textStyle(let style, let design):
            let metrics = style.metrics
            let scale = dynamicTypeSize.scale
            return Resolved(
                design: design ?? .default,
                size: (metrics.size * scale).rounded(),
                lineHeight: (metrics.lineHeight * scale).rounded(),
                weight: weight ?? metrics.weight,
                isItalic: isItalic)
        case .size(let size, let design):
            // A fixed-size font does not scale with Dynamic Type; its line height is the family's
            // natural one (ascender + descender of DejaVu Sans, 2384/2048 em).
            return Resolved(
                design: design ?? .default,
                size: size,
                lineHeight: (size * 2384 / 2048 * 100).rounded() / 100,
                weight: weight ?? .regular,
                isItalic: isItalic)
        }
    }

    /// A font with every value concrete.
    public struct Resolved: Hashable, Sendable {
        public var design: Design
        public var size: CGFloat
        public var lineHeight: CGFloat
        public var weight: Weight
        public var isItalic: Bool

        public init(design: Design = .default, size: CGFloat, lineHeight: CGFloat, weight: Weight = .regular, isItalic: Bool = false) {
            self.design = design
            self.size = ResolvedLength.size(size)
            self.lineHeight = ResolvedLength.size(lineHeight)
            self.weight = weight
            self.isItalic = isItalic
        }

        /// The family every renderer uses for this design.
        public var family: String {
            switch design {
            case .default, .rounded: "DejaVu Sans"
            case .serif: "DejaVu Serif"
            case .monospaced: "DejaVu Sans Mono"
            }
        }

        /// DejaVu has two weights; semibold and heavier use Bold, as docs/architecture.md ("Text") says.
        public var isBold: Bool { weight >= .semibold }
    }
}

/// The user's preferred text size. Sizes scale the large-size table by the ratio iOS uses for body.
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Body's size at this setting over body's size at `.large` (17 pt).
    var scale: CGFloat {
        let body: CGFloat = switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
        return body / 17
    }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// The older name for Dynamic Type sizes, kept because `\.sizeCategory` is still common.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    init(_ size: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }

    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!]
    }
}
