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

private let assetPage = SitePage(id: "assets", title: "Assets", summary: "Asset catalog.") { AnyView(AssetScreen()) }
private let typoPage = SitePage(id: "typo", title: "Typo", summary: "Misspelled assets.") { AnyView(Typo()) }

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
}
