import Foundation
import Testing
@testable import Trellis
@testable import TrellisCLI
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite

/// A folder of brand fonts made from Debian's fonts-liberation2 (Liberation Sans in four faces,
/// Liberation Serif in one): the second family the tests have besides DejaVu.
enum BrandFontFixture {
    static let system = "/usr/share/fonts/truetype/liberation2"
    static let files = [
        "LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf", "LiberationSans-Italic.ttf",
        "LiberationSans-BoldItalic.ttf", "LiberationSerif-Regular.ttf",
    ]
    static var isInstalled: Bool { files.allSatisfy { FileManager.default.fileExists(atPath: system + "/" + $0) } }
    static let skipMessage: Comment = "needs Debian's fonts-liberation2 (apt-get install fonts-liberation2; .ci/run installs it)"
    /// A fresh folder holding copies of the files (and `extra` files by name and contents).
    static func folder(extra: [String: String] = [:]) throws -> URL {
        let url = try temporaryDirectory().appendingPathComponent("brand fonts")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for file in files {
            try FileManager.default.copyItem(atPath: system + "/" + file, toPath: url.appendingPathComponent(file).path)
        }
        for (name, text) in extra { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }
}
/// Brand text beside DejaVu text: every face of the family, a PostScript name, a weight the
/// family lacks, a wrapped paragraph, a Dynamic Type title, mixed runs.
struct BrandFontScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Acme Garden Supplies").font(.custom("Liberation Sans", size: 28, relativeTo: .title).bold())
            Text("Hamburgefonstiv in DejaVu Sans")
            Text("Hamburgefonstiv in Liberation Sans").font(.custom("Liberation Sans", size: 17))
            Text("Semibold asks for 600: the bold face").font(.custom("Liberation Sans", size: 17).weight(.semibold))
            Text("Italic from its own face").font(.custom("Liberation Sans", size: 17).italic())
            Text("Bold italic, by PostScript name").font(.custom("LiberationSans-BoldItalic", fixedSize: 15))
            Text("Serif body text that runs long enough to wrap over several lines in the phone's width, as a card's description does.")
                .font(.custom("Liberation Serif", size: 16))
            (Text("Mixed: ") + Text("brand bold").font(.custom("Liberation Sans", size: 17).bold()) + Text(" and DejaVu"))
            HStack {
                Text("Price").font(.custom("Liberation Sans", size: 15))
                Spacer()
                Text("$12.50").font(.custom("Liberation Sans", size: 15).bold())
            }
            .padding(8)
            .background(Color.yellow.opacity(0.25))
        .padding()
@testable import TrellisTestSupport

@MainActor @Suite(.serialized)
struct BrandFontTests {
    static let page = BrandFontFixture.page

    func makeCommand(_ pages: [SitePage] = [page]) -> (TrellisCommandLine, CapturedOutput) {
        let captured = CapturedOutput()
        return (TrellisCommandLine(pages: pages, check: libxml2Check, output: captured.commandOutput), captured)
    }

    func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test(.enabled(if: BrandFontFixture.isInstalled, BrandFontFixture.skipMessage))
    func theFolderIsDescribedByTheFilesOwnTables() throws {
        let catalog = try FontCatalog(directory: BrandFontFixture.folder(extra: ["OFL.txt": "licence", ".DS_Store": "x"]).path)
        #expect(catalog.families == ["Liberation Sans", "Liberation Serif"])
        let faces = catalog.faces.map { "\($0.fileName) \($0.postScriptName) \($0.weight.value)\($0.isItalic ? " italic" : "")" }
        #expect(faces == [
            "LiberationSans-Bold.ttf LiberationSans-Bold 700",
            "LiberationSans-BoldItalic.ttf LiberationSans-BoldItalic 700 italic",
            "LiberationSans-Italic.ttf LiberationSans-Italic 400 italic",
            "LiberationSans-Regular.ttf LiberationSans 400",
            "LiberationSerif-Regular.ttf LiberationSerif 400",
        ])
    }

    /// Liberation Sans has Arial's advances (its purpose): "H" is 1479/2048 em, where DejaVu
    /// Sans's is 1540/2048. One string, size and weight in three families: three widths, so the
    /// caches keep families apart.
    @Test(.enabled(if: BrandFontFixture.isInstalled, BrandFontFixture.skipMessage))
    func aBrandTextIsShapedInItsOwnFace() throws {
        let catalog = try FontCatalog(directory: BrandFontFixture.folder().path)
        let measurer = try TextMeasurer(fonts: catalog)
        func width(_ family: String?, _ string: String = "H") -> CGFloat {
            let font = Font.Resolved(size: 2048, lineHeight: 2400, customFamily: family)
            return measurer.layout(string, font: font, width: nil, lineLimit: nil, truncationMode: .tail).lines[0].width
        }
        #expect(width("Liberation Sans") == 1479)
        #expect(width(nil) == 1540)
        // "a": Arial's 1139, Times's 909, DejaVu's 1255 (Liberation Serif has Times's advances,
        // and Times's "H" is Arial's 1479 too).
        #expect(Set([width("Liberation Sans", "a"), width("Liberation Serif", "a"), width(nil, "a")]).count == 3)
        let sentence = "Hamburgefonstiv"
        let sans = Font.Resolved(size: 17, lineHeight: 20, customFamily: "Liberation Sans")
        let bold = Font.Resolved(size: 17, lineHeight: 20, weight: .bold, customFamily: "Liberation Sans")
        #expect(measurer.width(of: sentence, font: sans) != measurer.width(of: sentence, font: bold))
    }

    @Test(.enabled(if: BrandFontFixture.isInstalled, BrandFontFixture.skipMessage))
    func theSiteShipsEveryFaceAndNamesTheFamilyInHTMLAndSVG() async throws {
        let fonts = try BrandFontFixture.folder()
        let out = try temporaryDirectory().appendingPathComponent("site")
        let (command, output) = makeCommand()
        let status = await command.run(arguments: ["render", "--fonts", fonts.path, "--out", out.path, "--theme", "marigold", "-q"])
        #expect(status == 0, "\(output.standardError)")
        let shipped = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("assets/fonts").path).sorted()
        #expect(shipped == BrandFontFixture.files.sorted())
        let html = try contents(out.appendingPathComponent("marigold/brand.html"))
        let svg = try contents(out.appendingPathComponent("marigold/brand.svg"))
        #expect(html.contains(
            "@font-face { font-family: \"Liberation Sans\"; font-style: italic; font-weight: 700; "
                + "src: url(\"../assets/fonts/LiberationSans-BoldItalic.ttf\") format(\"truetype\"); }"))
        #expect(html.contains("font-family:\"Liberation Sans\",sans-serif"))
        #expect(html.contains("font-family:\"Liberation Serif\",sans-serif"))
        #expect(svg.contains("url(\"../assets/fonts/LiberationSerif-Regular.ttf\")"))
        #expect(svg.contains("font-family=\"Liberation Sans, sans-serif\" font-size=\"28\" font-weight=\"700\""))
        // Semibold is drawn by the 700 face, and the pages ask for exactly that face.
        #expect(!html.contains("font-weight:600") && !svg.contains("font-weight=\"600\""))
        // Nothing in the output depends on where the folder was.
        for file in ["marigold/brand.html", "marigold/brand.svg", "index.html"] {
            let text = try contents(out.appendingPathComponent(file))
            #expect(!text.contains(fonts.deletingLastPathComponent().path), "\(file)")
        }
        // A second run writes the same bytes.
        let again = try temporaryDirectory().appendingPathComponent("site")
        #expect(await command.run(arguments: ["render", "--fonts", fonts.path, "--out", again.path, "--theme", "marigold", "-q"]) == 0)
        #expect(try contents(again.appendingPathComponent("marigold/brand.html")) == html)
        #expect(try contents(again.appendingPathComponent("marigold/brand.svg")) == svg)
    }

    /// librsvg finds families through fontconfig only: the run adds the folder to fontconfig's
    /// fonts first (with Liberation installed system-wide too, this checks only that the
    /// PNG is written).
    @Test(.enabled(if: BrandFontFixture.isInstalled, BrandFontFixture.skipMessage))
    func aPNGRunRegistersTheFolderWithFontconfigAndWritesThePNG() async throws {
        let fonts = try BrandFontFixture.folder()
        let out = try temporaryDirectory().appendingPathComponent("site")
        let (command, output) = makeCommand()
        let status = await command.run(arguments: [
            "render", "--fonts", fonts.path, "--out", out.path, "--theme", "marigold", "--format", "svg,png", "-q",
        ])
        #expect(status == 0, "\(output.standardError)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("marigold/brand.png").path))
    }

    @Test(.enabled(if: BrandFontFixture.isInstalled, BrandFontFixture.skipMessage))
    func anUnknownFamilyStopsTheRunNamingItWhereItIsAndTheFamiliesFound() async throws {
        struct Typo: View {
            var body: some View {
                VStack { Text("ok").font(.custom("Liberation Sans", size: 17)); HStack { Text("typo").font(.custom("Liberation Snas", size: 17)) } }
            }
        }
        let fonts = try BrandFontFixture.folder()
        let out = try temporaryDirectory().appendingPathComponent("site")
        let (command, output) = makeCommand([SitePage(id: "typo", title: "Typo") { AnyView(Typo()) }])
        #expect(await command.run(arguments: ["render", "--fonts", fonts.path, "--out", out.path, "--theme", "marigold", "-q"]) == 1)
        #expect(output.standardError.contains("""
            1 unknown font family:
              'Liberation Snas' (no known name is close) at
                vstack > hstack[1] > text[0] in marigold/typo.html
              the font folder has Liberation Sans, Liberation Serif
            """), "\(output.standardError)")
        #expect(output.standardError.contains("nothing was written to \(out.path)"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // Without a folder the message says so.
        let (bare, bareOutput) = makeCommand([SitePage(id: "typo", title: "Typo") { AnyView(Typo()) }])
        #expect(await bare.run(arguments: ["render", "--out", out.path, "--theme", "marigold", "-q"]) == 1)
        #expect(bareOutput.standardError.contains("no font folder was given (--fonts DIR)"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test(.enabled(if: BrandFontFixture.isInstalled, BrandFontFixture.skipMessage))
    func aFileThatIsNotAFontIsAnErrorNamingIt() async throws {
        let out = try temporaryDirectory().appendingPathComponent("site")
        for (name, text) in [("Brand.woff2", "wOF2"), ("Broken.ttf", "not a font")] {
            let fonts = try BrandFontFixture.folder(extra: [name: text])
            let (command, output) = makeCommand()
            #expect(await command.run(arguments: ["render", "--fonts", fonts.path, "--out", out.path, "-q"]) == 1)
            #expect(output.standardError.contains("--fonts: " + fonts.appendingPathComponent(name).path + ": is not a"), "\(output.standardError)")
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    /// A typography token naming a family of the folder gives the theme's fonts in it; one
    /// naming a family the folder lacks stops the run at the token.
    @Test(.enabled(if: BrandFontFixture.isInstalled, BrandFontFixture.skipMessage))
    func tokensNameTheFolderFamilies() async throws {
        let fonts = try BrandFontFixture.folder()
        let directory = try temporaryDirectory()
        func tokens(_ family: String, fallback: String = ", \"sans-serif\"") throws -> String {
            let path = directory.appendingPathComponent("acme-\(family.count).tokens.json").path
            let json = """
                { "colors": { "$type": "color", "background": { "$value": "#ffffff" }, "text": { "$value": "#111111" },
                  "subText": { "$value": "#555555" }, "tint": { "$value": "#00aa55" } },
                  "fonts": { "body": { "$type": "typography", "$value": {
                    "fontFamily": ["\(family)"\(fallback)], "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400 } } } }
                """
            try Data(json.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        let theme = try Theme(designTokensFile: tokens("Liberation Serif"), fontFamilies: FontCatalog(directory: fonts.path).names)
        var environment = EnvironmentValues()
        environment.theme = theme
        environment.fontCatalog = try FontCatalog(directory: fonts.path)
        #expect(environment.resolvedFont.customFamily == "Liberation Serif")
        environment.dynamicTypeSize = .xxxLarge
        #expect(environment.resolvedFont.size == Font.body.resolve(dynamicTypeSize: .xxxLarge).size)

        let out = directory.appendingPathComponent("site")
        let plain = SitePage(id: "plain", title: "Plain") { AnyView(Text("Body text in the theme's font")) }
        let (command, output) = makeCommand([plain])
        #expect(await command.run(arguments: ["render", "--fonts", fonts.path, "--tokens", try tokens("Liberation Serif"), "--out", out.path, "-q"]) == 0,
                "\(output.standardError)")
        let page = try contents(out.appendingPathComponent("acme-16/plain.html"))
        #expect(page.contains("font-family:\"Liberation Serif\""))
        let (refused, refusedOutput) = makeCommand([plain])
        // Without a fallback family after it (with one, the first known family wins).
        let unknown = try tokens("Acme Grotesk", fallback: "")
        #expect(await refused.run(arguments: ["render", "--fonts", fonts.path, "--tokens", unknown, "--out", out.path + "2", "-q"]) == 1)
        #expect(refusedOutput.standardError.contains(
            unknown + ": fonts.body: fontFamily: unknown font family 'Acme Grotesk'; the fonts given: Liberation Sans, Liberation Serif"),
                "\(refusedOutput.standardError)")
        #expect(!FileManager.default.fileExists(atPath: out.path + "2"))
    }

    /// The brand page in Chromium: every HTML node and painted SVG element within 1 px of the
    /// engine, each text's SVG lines on its HTML lines. `TRELLIS_BRAND_FONTS_OUT=DIR` keeps the
    /// site and the screenshots.
    @Test(
        .enabled(if: BrandFontFixture.isInstalled, BrandFontFixture.skipMessage),
        .enabled(if: ChromiumHarness.shouldRun, "needs chromium on PATH (required on CI)"))
    func brandTextLandsWithinOnePixelOfTheEngineInHTMLAndSVG() async throws {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_BRAND_FONTS_OUT"]
        let directory = try kept.map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
        defer { if kept == nil { try? FileManager.default.removeItem(at: directory) } }
        let catalog = try FontCatalog(directory: BrandFontFixture.folder().path)
        let plan = SitePlan.make(
            pages: [Self.page], themes: [.marigold], colorSchemes: [.light, .dark], fonts: catalog,
            engine: LayoutEngine(measurer: try TextMeasurer(fonts: catalog), symbols: .builtIn))
        let renderer = SiteRenderer(check: libxml2Check, writesLayout: true, writesSVG: true)
        let output = await renderer.render(plan)
        try #require(output.failures.isEmpty, "\(output.failures)")
        try SiteWriter(directory: directory.path).write(output.files + FontAssets.files() + catalog.siteFiles())
        let screens = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"))
        var html: [AgreementReport] = []
        var svg = SVGAgreement()
        for screen in screens {
            html.append(compare(engine: screen.engine, browser: screen.html.boxes, page: screen.page))
            svg.compare(engine: screen.engine, svg: screen.svg, html: screen.html, page: screen.page)
        }
        try ChromiumHarness.comparePixels(of: screens, into: &svg)
        let report = AgreementReport.combined(html)
        print("brand-font agreement: \(screens.count) pages, HTML \(report.compared) nodes, largest \(report.largest)\n\(svg)")
        expectAgreement(report)
        expectAgreement(svg.boxReport)
        #expect(svg.lines.mismatches.isEmpty, "\(svg.lines)")
        #expect(svg.lines.linesCompared > 0)
        #expect(svg.pixels.overLimit.isEmpty, "\(svg.pixels)")
    }
}
