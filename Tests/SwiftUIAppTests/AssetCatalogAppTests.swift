import Foundation
import SwiftUI
import Testing
import TrellisLayout
import TrellisSite

/// Asset catalogs as Xcode writes them: every one Xcode accepts loads, its `AccentColor` is the
/// app's tint, and the symbols Xcode generates (`Image(.badge)`, `Color(.brand)`) compile.
struct AssetCatalogAppTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func catalog(_ name: String) throws -> AssetCatalog {
        try AssetCatalog(url: folder.appendingPathComponent(name))
    }

    static func environment(_ catalog: AssetCatalog, _ scheme: ColorScheme = .light) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.namedAssets = catalog.namedAssets
        environment.colorScheme = scheme
        return environment
    }

    @Test func xcodesTemplateAccentColorLoadsAsTheSystemAccent() throws {
        let catalog = try Self.catalog("Template.xcassets")
        let accent = try #require(catalog.color(named: "AccentColor"))
        #expect(accent.isSystemAccent)
        #expect(catalog.namedAssets.accentColor == nil)
        // The tint stays the theme's, and `Color("AccentColor")` is that tint.
        let environment = Self.environment(catalog)
        #expect(environment.tint == nil)
        #expect(Color("AccentColor").resolve(in: environment) == Color.accentColor.resolve(in: EnvironmentValues()))
    }

    @MainActor @Test func theCatalogsAccentColorIsTheTintUnlessTheCodeSetsOne() throws {
        let catalog = try Self.catalog("Assets.xcassets")
        var environment = Self.environment(catalog)
        let orange = Color.Resolved(red: 0xE0 / 255.0, green: 0x59 / 255.0, blue: 0x2A / 255.0, opacity: 1)
        #expect(Color.accentColor.resolve(in: environment) == orange)
        environment.tint = .purple
        #expect(Color.accentColor.resolve(in: environment) == Color.purple.resolve(in: environment))

        let plan = SitePlan.make(
            pages: [SitePage(id: "trail", title: "Trail") { AnyView(TrailCard(title: "Ridge loop")) }],
            themes: [.marigold], assets: catalog.namedAssets)
        let svg = try SVGEmitter().render(plan.documents[0].tree).lowercased()
        let purple = Color.purple.resolve(in: EnvironmentValues())
        #expect(svg.contains("fill=\"#e0592a\""))  // "Start", in the catalog's accent color
        #expect(svg.contains("fill=\"\(Self.hex(purple))\""))  // "Skip", tinted by the code
    }

    @Test func systemColorReferencesAdaptAndOtherIdiomsAndExtendedComponentsLoad() throws {
        let catalog = try Self.catalog("Assets.xcassets")
        // BrandColor refers to systemIndigoColor: UIKit's indigo, light and dark.
        #expect(Color(.brand).resolve(in: Self.environment(catalog)) == Color.Resolved(red: 0x58 / 255.0, green: 0x56 / 255.0, blue: 0xD6 / 255.0, opacity: 1))
        #expect(Color(.brand).resolve(in: Self.environment(catalog, .dark)) == Color.Resolved(red: 0x5E / 255.0, green: 0x5C / 255.0, blue: 0xE6 / 255.0, opacity: 1))
        // Display P3's 1.02 and extended sRGB's -0.02 are clamped; the Mac-only entry is not iOS's.
        let card = try #require(catalog.color(named: "card background"))
        #expect(card.light == Color.Resolved(red: 1, green: 0.98, blue: 0.95, opacity: 1))
        #expect(card.dark == Color.Resolved(red: 0, green: 0.16, blue: 0.18, opacity: 1))
    }

    @MainActor @Test func generatedSymbolsNameTheCatalogsAssetsAsXcodeDoes() throws {
        #expect(ColorResource.accent.name == "AccentColor")
        #expect(ColorResource.brand.name == "BrandColor")
        #expect(ColorResource.cardBackground.name == "card background")
        #expect(ImageResource.badge.name == "Badge")
        #expect(ImageResource.trailMap.name == "trail-map")
        // A folder that provides a namespace is an enum of its assets, as Xcode nests them.
        #expect(ImageResource.TrailIcons.star.name == "Trail Icons/Star")
        // A colorset named White gets no symbol, as in Xcode: `Color(.white)` stays the system white.
        #expect(Color(.white).resolve(in: Self.environment(try Self.catalog("Assets.xcassets"))) == Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1))
        let catalog = try Self.catalog("Assets.xcassets")
        let plan = SitePlan.make(
            pages: [SitePage(id: "trail", title: "Trail") { AnyView(TrailCard(title: "Ridge loop")) }],
            themes: [.marigold], assets: catalog.namedAssets)
        var emitter = HTMLEmitter()
        emitter.assetRoot = "../"
        let html = try emitter.render(plan.documents[0].tree) { _ in nil }.body
        #expect(html.contains("src=\"../assets/images/Badge.svg\""))
        #expect(html.contains("src=\"../assets/images/trail-map.svg\""))
    }

    @MainActor @Test func aCustomSymbolIsDrawnAsASymbolSizedByItsFont() throws {
        let catalog = try Self.catalog("Assets.xcassets")
        // The template's Regular-M glyph, 70 wide between its margins and 50 tall, moved to 0 0.
        let summit = try #require(catalog.symbols["summit"])
        #expect(summit.width == 70 && summit.height == 50)
        #expect(summit.parts == [.fill(path: "M3 50L26 0L38 20L46 10L67 50Z", evenOdd: false)])
        #expect(ImageResource.summit.name == "summit")

        var symbols = SymbolCatalog.builtIn
        symbols.register(symbolsIn: catalog)
        var engine = LayoutEngine.standard
        engine.symbols = symbols
        let plan = SitePlan.make(
            pages: [SitePage(id: "markers", title: "Markers") { AnyView(TrailMarkers()) }],
            themes: [.marigold], assets: catalog.namedAssets, engine: engine)
        let tree = plan.documents[0].tree
        let frames = engine.layout(tree, in: CGSize(width: 390, height: 844))
        var sizes: [CGSize] = []
        for (node, laidOut) in zip(tree.root.subtree(), frames.nodes) {
            if case .image = node.kind { sizes.append(laidOut.frame.size) }
        }
        // Both keep the glyph's 7:5; the first is 1.2 × its 20-point font tall, the second the
        // large scale of the body font.
        #expect(sizes.count == 2)
        #expect(sizes.allSatisfy { abs($0.width / $0.height - 1.4) < 0.01 }, "\(sizes)")
        #expect(abs(sizes[0].height - 24) < 0.01, "\(sizes)")
        #expect(sizes[1].height > sizes[0].height, "\(sizes)")

        var emitter = SVGEmitter()
        emitter.symbols = symbols
        let svg = try emitter.render(tree)
        #expect(svg.components(separatedBy: "M3 50L26 0L38 20L46 10L67 50Z").count == 3)  // drawn twice
        #expect(!svg.contains("<image"))  // not as a picture
    }

    static func hex(_ color: Color.Resolved) -> String {
        func byte(_ value: Double) -> String { String(format: "%02x", Int((value * 255).rounded())) }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }
}
