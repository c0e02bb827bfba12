import Foundation
import Testing
import Trellis
@testable import TrellisCLI
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// `--color-scheme` and `--canvas`: how they parse, and what a run with them leaves on disk.
@Suite struct CommandRenderVariantsArgumentsTests {
    private func render(_ arguments: String...) throws -> RenderOptions {
        guard case .render(let options) = try TrellisInvocation.parse(["render"] + arguments) else {
            Issue.record("not a render invocation")
            return RenderOptions()
        }
        return options
    }

    private func message(_ arguments: String...) -> String? {
        do {
            _ = try TrellisInvocation.parse(["render"] + arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func theDefaultIsLightOnThePhone() throws {
        let options = try render()
        #expect(options.colorSchemes == [.light])
        #expect(options.canvases == [RenderCanvas(name: "phone", width: 390, height: 844)])
    }

    @Test func colorSchemesRepeatIgnoreCaseAndComeLightFirst() throws {
        #expect(try render("--color-scheme", "dark").colorSchemes == [.dark])
        #expect(try render("--color-scheme=DARK", "--color-scheme", "Light").colorSchemes == [.light, .dark])
        #expect(try render("--color-scheme", "all").colorSchemes == [.light, .dark])
        #expect(try render("--color-scheme", "dark", "--color-scheme", "all").colorSchemes == [.light, .dark])
    }

    @Test func anUnknownColorSchemeListsTheValidOnes() {
        #expect(message("--color-scheme", "dim") == "unknown color scheme 'dim'; color schemes: light, dark, or all")
        #expect(message("--color-scheme") == "--color-scheme needs a value")
        #expect(message("--color-scheme=") == "--color-scheme needs a value")
    }

    @Test func namedCanvasesHaveTheDeviceSizes() throws {
        let sizes = try render("--canvas", "desktop", "--canvas", "Tablet", "--canvas", "phone").canvases
            .map { "\($0.name) \($0.width)x\($0.height)" }
        // Always in the fixed order phone, tablet, desktop, whatever the command line's order.
        #expect(sizes == ["phone 390x844", "tablet 820x1180", "desktop 1280x800"])
        #expect(try render("--canvas", "all").canvases == RenderCanvas.builtIn)
        #expect(try render("--canvas=desktop", "--canvas=desktop").canvases == [.desktop])
    }

    @Test func aCustomSizeIsWidthByHeight() throws {
        let canvases = try render("--canvas", "1024x768", "--canvas", "600X900", "--canvas", "phone").canvases
        #expect(canvases.map(\.name) == ["phone", "600x900", "1024x768"])
        #expect(canvases.map(\.width) == [390, 600, 1024])
        #expect(canvases.map(\.height) == [844, 900, 768])
        // The size of a named canvas is that canvas, so its pages get one name only.
        #expect(try render("--canvas", "820x1180").canvases == [.tablet])
    }

    @Test(arguments: ["1024", "1024x", "x768", "10.5x20", "1024x768x2", "1024 x 768", "12ax5", "1e3x5", "1024x-"])
    func aMalformedSizeIsAUsageErrorNamingIt(value: String) {
        #expect(message("--canvas", value) == "canvas size '\(value)' is malformed; write WIDTHxHEIGHT in whole pixels, such as 1024x768")
    }

    @Test(arguments: ["0x844", "390x0", "-390x844", "390x-1", "20000x600"])
    func aNonPositiveOrHugeSizeIsAUsageErrorNamingIt(value: String) {
        #expect(message("--canvas", value) == "canvas size '\(value)' is out of range; width and height must be from 1 to 10000")
    }

    @Test func anUnknownCanvasListsTheValidOnes() {
        #expect(message("--canvas", "watch") == "unknown canvas 'watch'; canvases: phone (390×844), tablet (820×1180), desktop (1280×800), all, or WIDTHxHEIGHT such as 1024x768")
        #expect(message("--canvas") == "--canvas needs a value")
    }

    @Test func theHelpDocumentsBothOptions() {
        let help = CommandHelp.text(topic: "render")
        #expect(help.contains("--color-scheme NAME  light, dark, or all (default: light)."))
        #expect(help.contains("--canvas NAME        phone (390×844), tablet (820×1180), desktop (1280×800), all, or a size"))
        #expect(help.contains("DIR/<theme>/<page>[.<language>][.dark][.<size>][.<canvas>].html"))
    }
}

@MainActor @Suite struct CommandRenderVariantsTests {
    private func run(_ arguments: [String]) async -> (status: Int32, output: CapturedOutput) {
        let captured = CapturedOutput()
        let command = TrellisCommandLine(pages: [greetingPage], output: captured.commandOutput)
        return (await command.run(arguments: ["render"] + arguments), captured)
    }

    /// Every file a reader finds under `root`, relative and sorted.
    private func listing(_ root: String) -> [String] {
        visibleFiles(root).keys.sorted()
    }

    /// What a default run writes: one page per screen and theme, with the names links and goldens
    /// already use, and each page's SVG beside it.
    private let defaultFiles: [String] = {
        var files = ["index.html"] + FontAssets.faces.map { "assets/" + $0.fileName }
        for theme in ["system", "marigold", "sunflower", "brinjal"] {
            for page in ["greeting", "greeting--details"] { files += ["\(theme)/\(page).html", "\(theme)/\(page).svg"] }
        }
        return files.sorted()
    }()

    @Test func aDefaultRunWritesTheSameFilesAsBefore() async throws {
        let temp = try TemporaryDirectory()
        let (status, output) = await run(["--quiet", "--out", temp.path])
        #expect(status == 0, "\(output.standardError)")
        #expect(listing(temp.path) == defaultFiles)
        #expect(output.standardOutput.hasPrefix("Rendered 9 pages (8 screens under 4 themes and index.html) and 8 SVG files, "))
    }

    @Test func everyCombinationGetsItsOwnPages() async throws {
        let temp = try TemporaryDirectory()
        let (status, output) = await run(["--out", temp.path, "--theme", "brinjal", "--color-scheme", "all", "--canvas", "tablet", "--canvas", "phone"])
        #expect(status == 0, "\(output.standardError)")
        let pages = listing(temp.path).filter { $0.hasPrefix("brinjal/") && $0.hasSuffix(".html") }
        #expect(pages == [
            "brinjal/greeting--details.dark.html", "brinjal/greeting--details.dark.tablet.html",
            "brinjal/greeting--details.html", "brinjal/greeting--details.tablet.html",
            "brinjal/greeting.dark.html", "brinjal/greeting.dark.tablet.html",
            "brinjal/greeting.html", "brinjal/greeting.tablet.html",
        ])
        #expect(output.standardError.contains("[9/9] index.html"))
        #expect(output.standardOutput.hasPrefix(
            "Rendered 9 pages (8 screens under 1 theme, light and dark, on phone and tablet canvases, and index.html) and 8 SVG files, "))
        #expect(listing(temp.path).filter { $0.hasPrefix("brinjal/") && $0.hasSuffix(".svg") }
            == pages.map { String($0.dropLast(5)) + ".svg" })
    }

    @Test func aRerunWithFewerVariantsRemovesTheirFiles() async throws {
        let temp = try TemporaryDirectory()
        try "mine".write(toFile: temp.path + "/notes.txt", atomically: false, encoding: .utf8)
        let wide = await run(["-q", "--out", temp.path, "--color-scheme", "all", "--canvas", "all", "--canvas", "1024x768"])
        #expect(wide.status == 0, "\(wide.output.standardError)")
        // 2 screens × 4 themes × 2 schemes × 4 canvases, as HTML and SVG, the index, the fonts
        // (SystemFontFile's 24 faces), notes.txt.
        let expectedCount = 64 * 2 + 1 + SystemFontFile.all.count + 1
        #expect(listing(temp.path).count == expectedCount)
        #expect(listing(temp.path).contains("sunflower/greeting--details.dark.1024x768.html"))

        let narrow = await run(["-q", "--out", temp.path])
        #expect(narrow.status == 0, "\(narrow.output.standardError)")
        #expect(listing(temp.path) == (defaultFiles + ["notes.txt"]).sorted())
    }

    @Test func aBadCanvasOnTheCommandLineExitsTwoAndWritesNothing() async throws {
        let temp = try TemporaryDirectory()
        let (status, output) = await run(["--out", temp.path + "/out", "--canvas", "390x0"])
        #expect(status == 2)
        #expect(output.standardError.contains("trellis render: error: canvas size '390x0' is out of range"))
        #expect(output.standardError.contains("Run 'trellis help render' for usage."))
        #expect(!FileManager.default.fileExists(atPath: temp.path + "/out"))
    }
}
