import Foundation
import Testing
import Trellis
import TrellisLayout
import TrellisRaster
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// `Image("name")` and `Color("name")` drawn from a registered catalog, in both formats and
/// through librsvg. `TRELLIS_ASSETS_OUT=DIR` keeps the site (and Chromium's screenshots).
@Suite(.serialized)
struct AssetRenderTests {
    @MainActor @Test func anAssetImageIsItsPixelsOverItsScaleAndResizesAsOtherImagesDo() throws {
        let catalog = try AssetFixture.catalog()
        let tree = AssetScreen().resolved(in: {
            var environment = EnvironmentValues()
            environment.namedAssets = catalog.namedAssets
            return environment
        }())
        let frames = LayoutEngine.standard.layout(tree, in: CGSize(width: 390, height: 844))
        // Laid-out nodes are in the tree's pre-order.
        var images: [CGSize] = []
        for (node, laidOut) in zip(tree.root.subtree(), frames.nodes) {
            if case .image = node.kind { images.append(laidOut.frame.size) }
        }
        #expect(images == [
            CGSize(width: 48, height: 32),  // 96×64 px at 2x
            CGSize(width: 40, height: 40),  // the SVG's own width and height
            CGSize(width: 90, height: 60),  // fitted: 3:2 inside 90×90
            CGSize(width: 120, height: 40),  // stretched to its frame
            CGSize(width: 90, height: 60),  // filled: 3:2 around 60×60, clipped
            CGSize(width: 20, height: 20),
        ])
    }

    @MainActor @Test func bothFormatsReferenceTheCopiedFileAndTheDarkSchemeTakesItsTwin() throws {
        let catalog = try AssetFixture.catalog()
        let plan = AssetFixture.plan(catalog)
        let light = try #require(plan.documents.first { $0.variant.colorScheme == .light })
        let dark = try #require(plan.documents.first { $0.variant.colorScheme == .dark })
        var emitter = HTMLEmitter()
        emitter.assetRoot = "../"
        let html = try emitter.render(light.tree) { _ in nil }.body
        #expect(html.contains("<img src=\"../assets/images/logo.png\" alt=\"logo\""))
        #expect(html.contains("<img src=\"../assets/images/mark.svg\" alt=\"\""))  // decorative
        #expect(try emitter.render(dark.tree) { _ in nil }.body.contains("src=\"../assets/images/logo~dark.png\""))
        var svgEmitter = SVGEmitter()
        svgEmitter.assetRoot = "../"
        let svg = try svgEmitter.render(light.tree)
        // Centred across the 390-point canvas at its 48×32 points; where it lands down the page
        // follows the texts around it (the layout tests check that).
        #expect(svg.contains(/x="171" y="[0-9.]+" width="48" height="32" preserveAspectRatio="none" xlink:href="..\/assets\/images\/logo.png"\/>/))
        #expect(try catalog.siteFiles().map(\.path) == ["assets/images/logo.png", "assets/images/logo~dark.png", "assets/images/mark.svg"])
    }

    @MainActor @Test func aNamedColorIsItsColorsetsLightOrDarkValue() throws {
        let catalog = try AssetFixture.catalog()
        var environment = EnvironmentValues()
        environment.namedAssets = catalog.namedAssets
        #expect(Color("Brand").resolve(in: environment) == AssetFixture.brandLight)
        environment.colorScheme = .dark
        #expect(Color("Brand").resolve(in: environment) == AssetFixture.brandDark)
        let svg = try SVGEmitter().render(AssetFixture.plan(catalog, schemes: [.dark]).documents[0].tree)
        #expect(svg.contains("fill=\"#d9a7f5\""))
    }

    @MainActor @Test func unknownNamesAreOneErrorWithTheirPlacesAndCloseNames() throws {
        struct Misspelled: View {
            var body: some View {
                VStack { Image("logo"); HStack { Image("logp") }; Text("x").foregroundColor(Color("Brnad")) }
            }
        }
        let catalog = try AssetFixture.catalog()
        let plan = SitePlan.make(
            pages: [SitePage(id: "typo", title: "Typo") { AnyView(Misspelled()) }], themes: [.marigold], assets: catalog.namedAssets)
        let unknown = try #require(catalog.unknownAssets(in: plan.documents.map { ($0.path, $0.tree) }))
        #expect(unknown.description == """
            1 unknown image name:
              'logp' (did you mean 'logo'?) at
                vstack > hstack[1] > image[0] in marigold/typo.html
            1 unknown color name:
              'Brnad' (did you mean 'Brand'?) in marigold/typo.html
            """)
        // Nor does the symbol check mistake an asset image for an unknown symbol.
        #expect(SymbolCatalog.builtIn.unknownSymbols(in: plan.documents.map { ($0.path, $0.tree) }) == nil)
        var placeholders = catalog
        placeholders.missingAssets = .placeholder
        let previewed = SitePlan.make(
            pages: [SitePage(id: "typo", title: "Typo") { AnyView(Misspelled()) }], themes: [.marigold], assets: placeholders.namedAssets)
        #expect(placeholders.unknownAssets(in: previewed.documents.map { ($0.path, $0.tree) }) == nil)
        #expect(try SVGEmitter().render(previewed.documents[0].tree).contains("viewBox=\"0 0 24 24\""))
    }

    @MainActor @Test func theSiteValidatesAndLibrsvgDrawsTheImageInThePNG() async throws {
        let (directory, plan, keep) = try await AssetFixture.renderedSite(pngs: true)
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        for document in plan.documents {
            let svg = SiteRenderer.svgPath(forPage: document.path)
            let png = try RasterImage(png: [UInt8](Data(contentsOf: directory.appendingPathComponent(SiteRenderer.pngPath(forSVG: svg, scale: 1)))))
            let layout = try LayoutEntry.load(directory.appendingPathComponent(SiteRenderer.layoutPath(forPage: document.path)))
            let logo = try #require(layout.first { $0.kind == "image" })
            // The top-left quarter is the dark corner, the bottom-right the scheme's own color.
            let expected = document.variant.colorScheme == .dark ? AssetFixture.logoDark : AssetFixture.logoLight
            #expect(png[Int(logo.x + logo.width * 0.25), Int(logo.y + logo.height * 0.25)] == AssetFixture.corner, "\(document.path)")
            #expect(png[Int(logo.x + logo.width * 0.75), Int(logo.y + logo.height * 0.75)] == expected, "\(document.path)")
        }
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("assets/images/logo.png").path))
    }
}
