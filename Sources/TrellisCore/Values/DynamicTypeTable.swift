import Foundation

/// Apple's Dynamic Type table for iOS and iPadOS: each text style's size and leading at each of the
/// twelve sizes, and its weight.
///
/// Source: Human Interface Guidelines, Typography › Specifications, "iOS, iPadOS Dynamic Type
/// sizes" and "iOS, iPadOS larger accessibility type sizes"
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
/// Typed from two transcriptions of that page (the June 2023 edition, and a later one that adds
/// the emphasized weights), which agree in every figure. The sizes also agree with the point sizes
/// `UIFont.preferredFont(forTextStyle:)` reports in the iOS 13.3 simulator
/// (github.com/temoki/UIKit_DynamicType), except Caption 2 at AX5: 40 here, 41 there; the HIG's
/// figure is kept. `DynamicTypeTableTests` checks the table against that record.
///
/// Every style is Regular except Headline, Semibold, at every size.
extension Font.TextStyle {
    /// Size, leading (the distance between baselines) and weight of this style at `dynamicTypeSize`.
    ///
    /// The one place text-style metrics come from: `Font.resolve`, the chrome's fonts and fonts
    /// scaled relative to a style all read it.
    package func metrics(at dynamicTypeSize: DynamicTypeSize) -> (size: CGFloat, lineHeight: CGFloat, weight: Font.Weight) {
        let entry = Self.table[Self.row(self)][DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize)!]
        return (entry.size, entry.leading, self == .headline ? .semibold : .regular)
    }

    /// The style's row in `table`, whose rows follow the HIG's order.
    private static func row(_ style: Self) -> Int {
        switch style {
        case .largeTitle: 0
        case .title: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption: 9
        case .caption2: 10
        }
    }

    private struct Entry {
        package var size: CGFloat
        package var leading: CGFloat
        package init(_ size: CGFloat, _ leading: CGFloat) {
            self.size = size
            self.leading = leading
        }
    }

    /// Rows as the HIG lists the styles (Large Title, Title 1–3, Headline, Body, Callout, Subhead,
    /// Footnote, Caption 1–2); columns xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge,
    /// then AX1–AX5. Each entry is size / leading in points.
    private static let table: [[Entry]] = [
        [.init(31, 38), .init(32, 39), .init(33, 40), .init(34, 41), .init(36, 43), .init(38, 46), .init(40, 48),
         .init(44, 52), .init(48, 57), .init(52, 61), .init(56, 66), .init(60, 70)],
        [.init(25, 31), .init(26, 32), .init(27, 33), .init(28, 34), .init(30, 37), .init(32, 39), .init(34, 41),
         .init(38, 46), .init(43, 51), .init(48, 57), .init(53, 62), .init(58, 68)],
        [.init(19, 24), .init(20, 25), .init(21, 26), .init(22, 28), .init(24, 30), .init(26, 32), .init(28, 34),
         .init(34, 41), .init(39, 47), .init(44, 52), .init(50, 59), .init(56, 66)],
        [.init(17, 22), .init(18, 23), .init(19, 24), .init(20, 25), .init(22, 28), .init(24, 30), .init(26, 32),
         .init(31, 38), .init(37, 44), .init(43, 51), .init(49, 58), .init(55, 65)],
        [.init(14, 19), .init(15, 20), .init(16, 21), .init(17, 22), .init(19, 24), .init(21, 26), .init(23, 29),
         .init(28, 34), .init(33, 40), .init(40, 48), .init(47, 56), .init(53, 62)],
        [.init(14, 19), .init(15, 20), .init(16, 21), .init(17, 22), .init(19, 24), .init(21, 26), .init(23, 29),
         .init(28, 34), .init(33, 40), .init(40, 48), .init(47, 56), .init(53, 62)],
        [.init(13, 18), .init(14, 19), .init(15, 20), .init(16, 21), .init(18, 23), .init(20, 25), .init(22, 28),
         .init(26, 32), .init(32, 39), .init(38, 46), .init(44, 52), .init(51, 60)],
        [.init(12, 16), .init(13, 18), .init(14, 19), .init(15, 20), .init(17, 22), .init(19, 24), .init(21, 28),
         .init(25, 31), .init(30, 37), .init(36, 43), .init(42, 50), .init(49, 58)],
        [.init(12, 16), .init(12, 16), .init(12, 16), .init(13, 18), .init(15, 20), .init(17, 22), .init(19, 24),
         .init(23, 29), .init(27, 33), .init(33, 40), .init(38, 46), .init(44, 52)],
        [.init(11, 13), .init(11, 13), .init(11, 13), .init(12, 16), .init(14, 19), .init(16, 21), .init(18, 23),
         .init(22, 28), .init(26, 32), .init(32, 39), .init(37, 44), .init(43, 51)],
        [.init(11, 13), .init(11, 13), .init(11, 13), .init(11, 13), .init(13, 18), .init(15, 20), .init(17, 22),
         .init(20, 25), .init(24, 30), .init(29, 35), .init(34, 41), .init(40, 48)],
    ]
}

extension DynamicTypeSize {
    /// The nearest size within `range`: this size if the range holds it, else the range's bound on
    /// this side. An empty range leaves the size as it is.
    package func clamped<Bounds: RangeExpression>(to range: Bounds) -> DynamicTypeSize where Bounds.Bound == DynamicTypeSize {
        guard !range.contains(self) else { return self }
        let allowed = Self.allCases.filter(range.contains)
        guard let lowest = allowed.first, let highest = allowed.last else { return self }
        return self < lowest ? lowest : highest
    }
}
