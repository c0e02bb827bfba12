import Foundation
import Testing
import Trellis
@testable import TrellisCLI
import TrellisRaster
import TrellisSite
@testable import TrellisTestSupport

@MainActor private struct Typo: View {
    var body: some View {
        VStack { Image("logo"); Image("mrak"); Text("Hi").foregroundStyle(Color("Brnad")) }
    }
}

@MainActor private struct Pins: View {
    var body: some View {
        HStack { Image("pin"); Image("pin").font(.largeTitle); Text("Stops") }
    }
}

private let assetPage = SitePage(id: "assets", title: "Assets", summary: "Asset catalog.") { AnyView(AssetScreen()) }
private let typoPage = SitePage(id: "typo", title: "Typo", summary: "Misspelled assets.") { AnyView(Typo()) }
private let pinsPage = SitePage(id: "pins", title: "Pins", summary: "A custom symbol.") { AnyView(Pins()) }

/// `trellis render --assets DIR` and `--missing-assets`.
@MainActor @Suite struct CommandAssetsTests {
    private func run(_ pages: [SitePage], _ arguments: [String]) async -> (status: Int32, output: CapturedOutput) {
        let captured = CapturedOutput()
        let command = TrellisCommandLine(pages: pages, check: libxml2Check, output: captured.commandOutput)
        return (await command.run(arguments: ["render", "-q", "--theme", "marigold"] + arguments), captured)
    }

    @Test func theCatalogsImagesAreCopiedBesideThePagesAndDrawnInEveryFormat() async throws {
        let temp = try TemporaryDirectory()
        let catalog = try AssetFixture.write(in: URL(fileURLWithPath: temp.path))
        let (status, output) = await run([assetPage], ["--out", temp.path + "/out", "--assets", catalog.path, "--format", "html,svg,png"])
        #expect(status == 0, "\(output.standardError)")
        let copied = try Data(contentsOf: URL(fileURLWithPath: temp.path + "/out/assets/images/logo.png"))
        #expect(copied == (try Data(contentsOf: catalog.appendingPathComponent("logo.imageset/logo@2x.png"))))
        let page = try String(contentsOfFile: temp.path + "/out/marigold/assets.html", encoding: .utf8)
        #expect(page.contains("<img src=\"../assets/images/logo.png\" alt=\"logo\""))
        let png = try RasterImage(png: [UInt8](Data(contentsOf: URL(fileURLWithPath: temp.path + "/out/marigold/assets.png"))))
        #expect(png[210, 285] == AssetFixture.logoLight)  // the first logo's bottom-right quarter
    }

    @Test func unknownNamesStopTheRunBeforeAnythingIsWritten() async throws {
        let temp = try TemporaryDirectory()
        let catalog = try AssetFixture.write(in: URL(fileURLWithPath: temp.path))
        let (status, output) = await run([typoPage], ["--out", temp.path + "/out", "--assets", catalog.path])
        #expect(status == 1)
        #expect(!FileManager.default.fileExists(atPath: temp.path + "/out"))
        #expect(output.standardError == """
            trellis render: error: 1 unknown image name:
              'mrak' (did you mean 'mark'?) at
                vstack > image[1] in marigold/typo.html
            1 unknown color name:
              'Brnad' (did you mean 'Brand'?) in marigold/typo.html
            trellis render: error: add them to \(catalog.path), or preview with --missing-assets placeholder; nothing was written to \(temp.path)/out

            """)
        let (previewed, previewOutput) = await run([typoPage], ["--out", temp.path + "/out", "--assets", catalog.path, "--missing-assets", "placeholder"])
        #expect(previewed == 0, "\(previewOutput.standardError)")
    }

    @Test func aBrokenCatalogStopsTheRunNamingItsFile() async throws {
        let temp = try TemporaryDirectory()
        let catalog = try AssetFixture.write(in: URL(fileURLWithPath: temp.path))
        try Data("{ not json".utf8).write(to: catalog.appendingPathComponent("Brand.colorset/Contents.json"))
        let (status, output) = await run([assetPage], ["--out", temp.path + "/out", "--assets", catalog.path])
        #expect(status == 1)
        #expect(output.standardError.contains("--assets: Assets.xcassets/Brand.colorset/Contents.json: is not a Contents.json"))
    }

    @Test func aCustomSymbolWhoseTemplateCantBeReadIsOneWarningAndThePageRenders() async throws {
        let temp = try TemporaryDirectory()
        let catalog = try AssetFixture.write(in: URL(fileURLWithPath: temp.path))
        let folder = catalog.appendingPathComponent("pin.symbolset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{ "symbols" : [ { "filename" : "pin.svg", "idiom" : "universal" } ] }"#.utf8)
            .write(to: folder.appendingPathComponent("Contents.json"))
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2H22"/></svg>"#.utf8)
            .write(to: folder.appendingPathComponent("pin.svg"))
        let (status, output) = await run([pinsPage], ["--out", temp.path + "/out", "--assets", catalog.path, "--format", "html,svg"])
        #expect(status == 0, "\(output.standardError)")
        // Listed once, though the page draws it twice.
        #expect(output.standardError == """
            trellis render: warning: --assets: Assets.xcassets/pin.symbolset/pin.svg: no glyph in a 'Symbols' group \
            (such as <g id="Regular-M">): not an SF Symbols template; it draws the placeholder symbol

            """)
        let svg = try String(contentsOfFile: temp.path + "/out/marigold/pins.svg", encoding: .utf8)
        #expect(!svg.isEmpty)
    }
}
