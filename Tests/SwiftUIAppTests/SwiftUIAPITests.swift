import Foundation
import SwiftUI
import Testing
import TrellisLayout
import TrellisSite

/// SwiftUI API that public apps use, drawn as iOS draws it (OrdersScreens.swift).
@MainActor
struct SwiftUIAPITests {
    func page(_ view: some View) -> SitePlan.PlannedDocument {
        SitePlan.make(pages: [SitePage(id: "screen", title: "Screen") { AnyView(view) }], themes: [.marigold]).documents[0]
    }

    func html(_ view: some View) throws -> String {
        try HTMLEmitter().render(page(view).tree) { _ in nil }.body
    }

    @Test func aTablesWrittenOutRowsAreItsRowsInOrder() throws {
        let orders = [Order(id: "A-1", item: "Glazed", quantity: 2), Order(id: "B-2", item: "Sprinkles", quantity: 6)]
        let html = try html(OrdersTable(orders: orders))
        let positions = ["A-1", "Glazed", "B-2", "Sprinkles", "Z-9", "Gift card"].map { html.range(of: ">\($0)<")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }

    @Test func anEnvironmentalModifierAppliesWhatItChoosesForTheEnvironmentWhereItIsPlaced() {
        func width(in scheme: ColorScheme) -> CGFloat {
            let tree = Text("Hi").modifier(RoomyInDarkMode()).environment(\.colorScheme, scheme).resolved(in: EnvironmentValues())
            return LayoutEngine.standard.layout(tree, in: CGSize(width: 390, height: 844)).nodes[0].frame.width
        }
        #expect(width(in: .dark) - width(in: .light) == 32, "20 points a side in dark mode against 4 in light")
    }

    @Test func aLayoutSpacesItsSubviewsByTheirPreferredSpacing() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.union(ViewSpacing(), edges: .leading).distance(to: .zero, along: .horizontal) == 0)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing.zero.union(ViewSpacing(), edges: .leading), along: .horizontal) == 8)

        let tree = TagFlow { Text("Donuts"); Text("Coffee") }.resolved(in: EnvironmentValues())
        let laidOut = LayoutEngine.standard.layout(tree, in: CGSize(width: 390, height: 844))
        var texts: [CGRect] = []
        for (node, frame) in zip(tree.root.subtree(), laidOut.nodes) {
            if case .text = node.kind { texts.append(frame.frame) }
        }
        #expect(texts.count == 2)
        #expect(abs(texts[1].minX - texts[0].maxX - 8) < 0.001)
    }

    @Test func aGeometryReaderSeesItsScrollViewsBoundsAsTheCanvas() throws {
        #expect(try html(ParallaxHeader()).contains(">Visible 844<"))
    }

    @Test func aBlendedFillIsDrawnUnderItsMode() throws {
        let svg = try SVGEmitter().render(page(BlendedBadge()).tree)
        #expect(svg.contains("mix-blend-mode: multiply"))
        let fragment = try HTMLEmitter().render(page(BlendedBadge()).tree) { _ in nil }
        #expect(fragment.stylesheet.contains("mix-blend-mode:multiply") || fragment.stylesheet.contains("mix-blend-mode: multiply"))
    }

    @Test func theLabelLastSliderDrawsItsValueLabels() throws {
        let html = try html(VolumeRow())
        #expect(html.contains(">Quiet<") && html.contains(">Loud<"))
        // The scaling transition and the large content viewer leave the symbol as it is.
        let plain = try self.html(VStack { Slider(value: .constant(0.4), in: 0...1, minimumValueLabel: Text("Quiet"), maximumValueLabel: Text("Loud")) { Text("Volume") }; Image(systemName: "speaker.wave.2.fill") })
        #expect(html == plain)
    }

    @Test func anImageRendererDrawsNothingInARender() {
        let cache = ThumbnailCache()
        cache.makeThumbnail(of: BlendedBadge())
        #expect(cache.renderedSizes.isEmpty)
    }
}
