import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisSite
import TrellisTesting

/// Apps written in 2024–2026 with the newest APIs (a photo journal, a reading tracker, a podcast
/// player, a recipe box, a travel wishlist and a "What's new in SwiftUI" showcase, with iOS 26
/// Liquid Glass behind `#available`), compiled with only `import SwiftUI` changed. Each screen
/// renders to valid HTML and SVG in both color schemes.
@MainActor @Suite struct NewestAPIsCorpusTests {
    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        // The journal's photos are the app's own asset catalog, which the corpus does not carry:
        // they draw the placeholder, as the app's symbols missing from Trellis do.
        var photos = AssetCatalog()
        photos.missingAssets = .placeholder
        let rendering = await renderCorpus(NewestAPIsScreens.all, assets: photos, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-i")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in NewestAPIsScreens.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
        if let path = ProcessInfo.processInfo.environment["TRELLIS_UNKNOWN_SYMBOLS_OUT"] {
            try? (rendering.unknownSymbols.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    private func texts(of view: some View) -> [String] {
        view.resolved().root.subtree(includingDestinations: false).compactMap { node -> String? in
            if case .text(let text) = node.kind { text.string } else { nil }
        }
    }

    private enum Pane: Hashable { case home, saved, hidden, search }

    @Test func glassIsDrawnAsAFrostedShapeBehindTheView() {
        let plain = Text("Glass").resolved().dump()
        let glass = Text("Glass").glassEffect().resolved().dump()
        let tinted = Text("Glass").glassEffect(.regular.tint(.orange).interactive(), in: .circle).resolved().dump()
        #expect(glass != plain)
        #expect(glass.lowercased().contains("capsule"))
        #expect(tinted.lowercased().contains("circle"))
        #expect(tinted != Text("Glass").glassEffect(.regular, in: .circle).resolved().dump())
        // The identity glass draws no shape behind the text.
        #expect(!Text("Glass").glassEffect(.identity).resolved().dump().lowercased().contains("capsule"))
    }

    @Test func glassButtonsAreCapsulesAndTheProminentOneIsFilledWithTheTint() {
        let glass = Button("Go") {}.buttonStyle(.glass).resolved().dump().lowercased()
        let prominent = Button("Go") {}.buttonStyle(.glassProminent).resolved().dump().lowercased()
        #expect(glass.contains("capsule") && prominent.contains("capsule"))
        #expect(glass != prominent)
    }

    @Test func tabsTakeTheirValueTypeFromTheSelectionAndAHiddenSectionLeavesTheBar() {
        let tabs = TabView(selection: .constant(Pane.home)) {
            Tab("Home", systemImage: "house", value: .home) { Text("Home screen") }
            Tab("Saved", systemImage: "bookmark", value: .saved) { Text("Saved screen") }
                .badge(3)
            TabSection("More") {
                Tab("Hidden", systemImage: "eye.slash", value: .hidden) { Text("Hidden screen") }
            }
            .defaultVisibility(.hidden, for: .tabBar)
            Tab(value: .search, role: .search) { Text("Search screen") }
        }
        let strings = texts(of: tabs)
        #expect(strings.contains("Home screen"))
        #expect(strings.contains("Saved") && strings.contains("Search") && strings.contains("3"))
        #expect(!strings.contains("Hidden"))
        let shown = texts(of: TabView(selection: .constant(Pane.home)) {
            Tab("Home", systemImage: "house", value: .home) { Text("Home screen") }
            TabSection("More") { Tab("Hidden", systemImage: "eye.slash", value: .hidden) { Text("Hidden screen") } }
        })
        #expect(shown.contains("Hidden"))
    }

    @Test func aBottomAccessoryIsDrawnOnGlassAboveTheTabBarAndReadsExpanded() {
        struct Accessory: View {
            @Environment(\.tabViewBottomAccessoryPlacement) var placement
            var body: some View { Text(placement == .expanded ? "Expanded" : "Elsewhere") }
        }
        let strings = texts(of: TabView { Tab("Home", systemImage: "house") { Text("Home screen") } }
            .tabViewBottomAccessory { Accessory() })
        #expect(strings.contains("Expanded"))
        #expect(texts(of: Accessory()) == ["Elsewhere"])
    }

    @Test func aSheetsBackgroundViewIsDrawnBehindItsContent() {
        let strings = texts(of: Text("Screen").sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationBackground { Text("Behind") }
        })
        #expect(strings.contains("Sheet") && strings.contains("Behind"))
    }

    @Test func toolbarSpacersKeepTheItemsAroundThem() {
        let screen = NavigationStack {
            Text("Body").toolbar {
                ToolbarItem(placement: .bottomBar) { Button("Left") {} }
                ToolbarSpacer(.flexible, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { Button("Right") {} }
                ToolbarSpacer(.fixed, placement: .topBarTrailing)
                ToolbarItem(placement: .topBarTrailing) { Button("Top") {} }
            }
        }
        let strings = texts(of: screen)
        #expect(strings.contains("Left") && strings.contains("Right") && strings.contains("Top"))
        
    }

    @Test func theMeshScreenKeepsItsGolden() {
        // The other screens draw symbols Trellis lacks or format with the machine's locale.
        assertGolden(of: NavigationStack { MeshGradientDemo() }, as: [.dump, .html, .svg], named: "mesh", themes: [.marigold], colorSchemes: [.light, .dark])
    }
}
