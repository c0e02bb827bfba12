import Foundation
import Testing
@testable import Trellis
@testable import TrellisCLI
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite
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
        // No family: the system font, Inter Display at this size (DejaVu Sans's "H" was 1540).
        #expect(width(nil) == 1364)
        // "a": Arial's 1139, Times's 909, Inter Display's (Liberation Serif has Times's advances,
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
        #expect(html.contains("font-family:\"Liberation Sans\",\"DejaVu Sans\",\"Noto Color Emoji\",\"Noto Sans CJK JP\",sans-serif"))
        #expect(html.contains("font-family:\"Liberation Serif\",\"DejaVu Sans\",\"Noto Color Emoji\",\"Noto Sans CJK JP\",sans-serif"))
        #expect(svg.contains("url(\"../assets/fonts/LiberationSerif-Regular.ttf\")"))
        #expect(svg.contains("font-family=\"Liberation Sans, DejaVu Sans, Noto Color Emoji, Noto Sans CJK JP, sans-serif\" font-size=\"28\" font-weight=\"700\""))
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
}
