import Foundation
import Trellis
import TrellisRaster
@testable import TrellisRender
@testable import TrellisSite
import Testing
import TrellisLayout

/// A small asset catalog written for a test: `logo` (a PNG at 2x, 96×64 px, with a dark twin),
/// `mark` (an SVG, 40×40), and the colorset `Brand` (light and dark).
enum AssetFixture {
    static let logoLight = RasterImage.Pixel(red: 0xF0, green: 0x8A, blue: 0x24)
    static let logoDark = RasterImage.Pixel(red: 0x24, green: 0x6B, blue: 0xF0)
    static let corner = RasterImage.Pixel(red: 0x1B, green: 0x1F, blue: 0x3A)
    static let brandLight = Color.Resolved(rgb: 0x7A3E9D)
    static let brandDark = Color.Resolved(rgb: 0xD9A7F5)

    /// `fill` with a dark square in the top-left quarter, so a flipped or cropped image shows.
    static func logo(_ fill: RasterImage.Pixel) throws -> Data {
        var rgba: [UInt8] = []
        for y in 0..<64 {
            for x in 0..<96 {
                let pixel = x < 48 && y < 32 ? corner : fill
                rgba += [pixel.red, pixel.green, pixel.blue, 255]
            }
        }
        return Data(try RasterImage(width: 96, height: 64, rgba: rgba).png())
    }

    static let mark = """
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
        <circle cx="20" cy="20" r="18" fill="#2E9D5B"/>
        </svg>
        """

    static let logoContents = """
        { "images" : [
            { "filename" : "logo@2x.png", "idiom" : "universal", "scale" : "2x" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "filename" : "logo-dark@2x.png", "idiom" : "universal", "scale" : "2x" }
          ], "info" : { "author" : "xcode", "version" : 1 } }
        """

    static let markContents = """
        { "images" : [ { "filename" : "mark.svg", "idiom" : "universal" } ],
          "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "preserves-vector-representation" : true } }
        """

    static let brandContents = """
        { "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "0x7A", "green" : "0x3E", "blue" : "0x9D" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "0xD9", "green" : "0xA7", "blue" : "0xF5" } }, "idiom" : "universal" }
          ], "info" : { "author" : "xcode", "version" : 1 } }
        """

    /// Writes the catalog as `Assets.xcassets` in `directory` and returns its URL.
    static func write(in directory: URL) throws -> URL {
        let root = directory.appendingPathComponent("Assets.xcassets")
        let files: [(String, Data)] = [
            ("Contents.json", Data(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#.utf8)),
            ("logo.imageset/Contents.json", Data(logoContents.utf8)),
            ("logo.imageset/logo@2x.png", try logo(logoLight)),
            ("logo.imageset/logo-dark@2x.png", try logo(logoDark)),
            ("mark.imageset/Contents.json", Data(markContents.utf8)),
            ("mark.imageset/mark.svg", Data(mark.utf8)),
            ("Brand.colorset/Contents.json", Data(brandContents.utf8)),
        ]
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return root
    }

    static func catalog() throws -> AssetCatalog {
        try AssetCatalog(url: write(in: temporaryDirectory()))
    }
}

/// The screen the asset tests render: each way an asset image is sized, and the brand color as
/// a text's foreground and a shape's fill.
struct AssetScreen: View {
    var body: some View {
        VStack(spacing: 12) {
            Image("logo")
            HStack(spacing: 8) {
                Image("mark")
                Image("logo").resizable().scaledToFit().frame(width: 90, height: 90)
                Image("logo").resizable().frame(width: 120, height: 40)
            }
            Image("logo").resizable().aspectRatio(contentMode: .fill).frame(width: 60, height: 60).clipped()
            Text("Brand").font(.title).foregroundColor(Color("Brand"))
            Rectangle().fill(Color("Brand")).frame(width: 200, height: 24)
            Image(decorative: "mark").resizable().frame(width: 20, height: 20)
        }
    }
}

/// The asset screen as the site renders it, with the fixture catalog.
extension AssetFixture {
    static let page = SitePage(id: "assets", title: "Assets") { AnyView(AssetScreen()) }

    @MainActor static func plan(_ catalog: AssetCatalog, schemes: [ColorScheme] = [.light, .dark]) -> SitePlan {
        SitePlan.make(pages: [page], themes: [.marigold], colorSchemes: schemes, assets: catalog.namedAssets)
    }

    @MainActor static func renderedSite(pngs: Bool = false) async throws -> (URL, SitePlan, keep: Bool) {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_ASSETS_OUT"]
        let directory = try kept.map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
        let catalog = try AssetFixture.catalog()
        let plan = plan(catalog)
        var renderer = SiteRenderer(check: libxml2Check, writesLayout: true, writesSVG: true)
        renderer.assetFiles = try catalog.siteFiles()
        if pngs {
            renderer.pngScales = [1]
            renderer.rasterizer = { svg, scale in try PNGRasterizer().png(fromSVG: svg, scale: Double(scale)) }
        }
        let output = await renderer.render(plan)
        try #require(output.failures.isEmpty, "\(output.failures)")
        try SiteWriter(directory: directory.path).write(output.files + FontAssets.files() + renderer.assetFiles)
        return (directory, plan, kept != nil)
    }
}
