import Testing
@testable import Trellis

/// Apple's Dynamic Type table (`Font.TextStyle.metrics(at:)`): its shape, and its figures against
/// records made independently of the HIG transcriptions it was typed from.
///
/// How the table was checked: its figures were compared by eye with two transcriptions of the
/// HIG's "Typography › Specifications" page (the June 2023 edition and a later one); the sizes are
/// checked here against the point sizes `UIFont.preferredFont(forTextStyle:)` returned in the iOS
/// 13.3 simulator (github.com/temoki/UIKit_DynamicType, README), and the default size's figures
/// against `preferredFont` at the default size (iosfontsizes.com) and the HIG's line heights.
@MainActor @Suite struct DynamicTypeTableTests {
    /// Rows in `Font.TextStyle.allCases` order, columns xSmall … accessibility5, as the simulator
    /// reported them (the README's table, whose rows are in the HIG's order, reordered).
    static let simulatorSizes: [Font.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    @Test func sizesAgreeWithTheSimulatorsRecordExceptCaption2AtAX5() {
        for style in Font.TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { style.metrics(at: $0).size }
            var expected = Self.simulatorSizes[style]!
            // The one known difference: the HIG gives 40 points, the iOS 13.3 simulator 41.
            if style == .caption2 { expected[11] = 40 }
            #expect(sizes == expected, "\(style)")
        }
    }

    @Test func largeIsTheDefaultAndHasIOSDefaultMetrics() {
        // preferredFont's sizes at the default category (iosfontsizes.com) and the HIG's leading
        // at Large, in allCases order.
        let sizes: [CGFloat] = [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11]
        let leadings: [CGFloat] = [41, 34, 28, 25, 22, 20, 22, 21, 18, 16, 13]
        for (index, style) in Font.TextStyle.allCases.enumerated() {
            let font = Font.system(style).resolve()
            #expect(font.size == sizes[index] && style.metrics.lineHeight == leadings[index], "\(style)")
            // Lines are the leading apart, or the font's own height where that is more (caption2).
            #expect(abs(font.leading - max(leadings[index], font.lineHeight)) < 0.001, "\(style)")
            #expect(font == Font.system(style).resolve(dynamicTypeSize: .large))
            #expect(style.metrics == style.metrics(at: .large))
        }
    }

    @Test func everyStyleGrowsOrStaysWithEachSize() {
        for style in Font.TextStyle.allCases {
            for (smaller, larger) in zip(DynamicTypeSize.allCases, DynamicTypeSize.allCases.dropFirst()) {
                let a = style.metrics(at: smaller), b = style.metrics(at: larger)
                #expect(a.size <= b.size && a.lineHeight <= b.lineHeight, "\(style) \(smaller)→\(larger)")
            }
            // From large up every step is a larger size.
            let upward = DynamicTypeSize.allCases.drop { $0 < .large }.map { style.metrics(at: $0).size }
            #expect(zip(upward, upward.dropFirst()).allSatisfy { $0 < $1 }, "\(style)")
        }
    }

    @Test func theHierarchyHoldsAtEverySize() {
        // The HIG's order, largest first; headline and body share a size.
        let order: [Font.TextStyle] = [
            .largeTitle, .title, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption, .caption2,
        ]
        for size in DynamicTypeSize.allCases {
            let sizes = order.map { $0.metrics(at: size).size }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 >= $1 }, "\(size): \(sizes)")
            #expect(Font.TextStyle.headline.metrics(at: size).size == Font.TextStyle.body.metrics(at: size).size)
            for style in order {
                let metrics = style.metrics(at: size)
                #expect(metrics.lineHeight > metrics.size, "\(style) \(size)")
                #expect(metrics.weight == (style == .headline ? .semibold : .regular))
            }
        }
    }

    @Test func fixedSizeFontsDoNotScale() {
        let font = Font.system(size: 20)
        #expect(font.resolve(dynamicTypeSize: .accessibility5) == font.resolve(dynamicTypeSize: .xSmall))
    }

    @Test func textGetsTheTablesSizeFromTheEnvironment() throws {
        var values = EnvironmentValues()
        values.dynamicTypeSize = .accessibility3
        let tree = VStack { Text("a").font(.title); Text("b") }.resolved(in: values)
        // Title at accessibility3 is 48 pt with a 57-point leading, which its own height (57.28)
        // passes; body is 40 pt, 47.73 tall, its lines 48 apart.
        let title = try #require(tree.root.text("a")?.font), body = try #require(tree.root.text("b")?.font)
        #expect(title.size == 48 && abs(title.leading - 57.28) < 0.001)
        #expect(body.size == 40 && abs(body.leading - 48) < 0.001)
    }

    @Test func aRangeClampsTheSizeSetOutsideIt() {
        var values = EnvironmentValues()
        values.dynamicTypeSize = .accessibility2
        // SwiftUI's example: the range applied after (inside) a set size limits it.
        let limited = Text("a").dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xLarge)
        #expect(limited.resolved().root.text("a")?.font.size == 17)
        // A size set inside the range is not limited by it.
        let inside = Text("a").dynamicTypeSize(.xLarge).dynamicTypeSize(...DynamicTypeSize.large)
        #expect(inside.resolved().root.text("a")?.font.size == 19)
        // Nested ranges intersect; the environment's AX2 comes down to the upper bound.
        let nested = Text("a").dynamicTypeSize(.small...).dynamicTypeSize(...DynamicTypeSize.large)
        #expect(nested.resolved(in: values).root.text("a")?.font.size == 17)
        values.dynamicTypeSize = .xSmall
        #expect(nested.resolved(in: values).root.text("a")?.font.size == 15)
        #expect(Text("a").dynamicTypeSize(.medium ..< .xLarge).resolved().root.text("a")?.font.size == 17)
        values.dynamicTypeSize = .accessibility5
        #expect(Text("a").dynamicTypeSize(.medium ..< .xLarge).resolved(in: values).root.text("a")?.font.size == 17)
    }
}
