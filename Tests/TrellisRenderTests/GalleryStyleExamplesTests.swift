import Testing
import Trellis
import TrellisGallery
@testable import TrellisTestSupport

/// The chart, caption, style-protocol and list pages: each style reaches the views it should.
@MainActor
@Suite struct GalleryStyleExamplesTests {
    let gallery = GalleryTests()

    /// The screen's main column: the charts page's VStack with the heading, the row and the third chart.
    private func chartColumn() throws -> [ResolvedNode] {
        let tree = try gallery.resolve("bar-charts")
        let column = try #require(tree.root.subtree.first {
            if case .stack(let stack) = $0.kind { stack.axis == .vertical && stack.spacing == 20 } else { false }
        })
        return column.children
    }

    @Test func twoChartsInTheRowShareTheContainersStyle() throws {
        let row = try #require(chartColumn().first {
            if case .stack(let stack) = $0.kind { stack.axis == .horizontal } else { false }
        })
        #expect(row.children.count == 2)
        // showAxis: false → no value labels; labelCount: 3 → every other month of six.
        #expect(row.children[0].strings == ["Jan", "Mar", "May", "Winter", "Spring", "Summer"])
        #expect(row.children[1].strings == ["Jul", "Sep", "Nov", "Summer", "Autumn", "Winter"])
        for chart in row.children {
            #expect(chart.subtree.contains { $0.kind.isFixedFrame(height: 100) }, "default barMinHeight")
        }
    }

    @Test func thirdChartOverridesTheStyle() throws {
        let chart = try #require(chartColumn().last)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        // Axis on: the largest value (November, 210.5 mm) and zero; every label; four seasons.
        #expect(chart.strings == ["211", "0"] + months + ["Winter", "Spring", "Summer", "Autumn"])
        #expect(chart.subtree.contains { $0.kind.isFixedFrame(height: 140) })
    }

    @Test func barsAreProportionalToTheRainfall() throws {
        let chart = try #require(chartColumn().last)
        let bars = try #require(chart.subtree.first {
            if case .stack(let stack) = $0.kind { stack.axis == .horizontal && stack.spacing == 3 && stack.alignment.vertical == .bottom } else { false }
        })
        let heights = bars.children.compactMap { node -> Double? in
            guard case .fixedFrame(let frame) = node.kind, case .shape? = node.children.first?.kind else { return nil }
            return frame.height.map(Double.init)
        }
        #expect(heights.count == 12)
        // November is the tallest bar at the full 140; January is 173.3 / 210.5 of it; August is 0.
        #expect(heights[10] == 140)
        #expect(abs(heights[0] - 140 * 173.3 / 210.5) < 0.001)
        #expect(heights[7] == 0)
    }

    @Test(arguments: Theme.all)
    func captionsUseTheDefaultTheAppWideColorAndTheOverride(theme: Theme) throws {
        let tree = try gallery.resolve("captions", under: theme)
        #expect(tree.root.backgroundFill(behind: "Hello, world!") != nil)
        let fills = tree.root.subtree.compactMap { node -> String? in
            guard case .background = node.kind, case .shape(let shape) = node.children.last?.kind else { return nil }
            return shape.fill?.hexString
        }
        // Default (secondarySystemBackground), then yellow app-wide twice, then the mint override.
        #expect(fills == ["#F2F2F7", "#FFCC00", "#FFCC00", "#00C7BE"])
        #expect(tree.root.text("Monstera deliciosa")?.color == theme.colors.text.resolve(in: .init()))
    }

    @Test func myTestViewIsDrawnInEachStyle() throws {
        let tree = try gallery.resolve("style-protocol", under: .sunflower)
        let welcome = tree.root.texts.filter { $0.string.hasPrefix("Welcome") }.map(\.color.hexString)
        #expect(welcome == ["#000000", "#FFD700", "#ABCA80"])
        let backgrounds = tree.root.subtree.compactMap { node -> String? in
            guard case .background = node.kind, case .shape(let shape) = node.children.last?.kind else { return nil }
            return shape.fill?.hexString
        }
        #expect(backgrounds == ["#FFFFFF", "#E00B58", "#58083C"])
        #expect(tree.root.buttons.count == 9)
        #expect(tree.root.strings.filter { $0.hasSuffix(" style") } == ["Base style", "Golden style", "Green style"])
    }

    @Test(arguments: Theme.all)
    func rootButtonStyleFillsButtonsAndOneSectionOverridesIt(theme: Theme) throws {
        let tree = try gallery.resolve("list-and-buttons", under: theme)
        guard case .list(let style)? = tree.root.subtree.first(where: { if case .list = $0.kind { true } else { false } })?.kind else {
            Issue.record("no list")
            return
        }
        #expect(style.kind == .insetGrouped)
        let tint = theme.colors.tint.resolve(in: .init()).hexString
        for title in ["Mark all done", "Add a reminder"] {
            let button = try #require(tree.root.buttons.first { $0.text(title) != nil })
            #expect(button.children.first?.kind == .clip(.roundedRectangle(cornerRadius: 8, style: .continuous)))
            #expect(button.text(title)?.color.hexString == "#FFFFFF")
            #expect(button.backgroundFill(behind: title) == tint)
        }
        for title in ["Snooze", "Skip"] {
            let button = try #require(tree.root.buttons.first { $0.text(title) != nil })
            guard case .overlay? = button.children.first?.kind else {
                Issue.record("\(title) is not outlined: \(button.dump())")
                continue
            }
            #expect(button.text(title)?.color.hexString == tint)
        }
    }
}

extension ResolvedNode.Kind {
    func isFixedFrame(height: CGFloat) -> Bool {
        if case .fixedFrame(let frame) = self { frame.width == nil && frame.height == height } else { false }
    }
}
