import Foundation
import Testing
import Trellis
@testable import TrellisCLI
import TrellisSite
@testable import TrellisTestSupport

@MainActor private struct Toolbar: View {
    var body: some View {
        VStack {
            Text("Tools")
            HStack { Image(systemName: "magnifyingglas"); Image(systemName: "star"); Image(systemName: "logo.trellis") }
            Image(systemName: "gear.fill")
        }
    }
}

private let toolbarPage = SitePage(id: "toolbar", title: "Toolbar", summary: "Symbols.") { AnyView(Toolbar()) }

/// `trellis render --symbols DIR` and `--missing-symbols`, and the one error for every unknown name.
@MainActor @Suite struct CommandSymbolsTests {
    private func run(_ arguments: [String]) async -> (status: Int32, output: CapturedOutput) {
        let captured = CapturedOutput()
        let command = TrellisCommandLine(pages: [toolbarPage], check: libxml2Check, output: captured.commandOutput)
        return (await command.run(arguments: ["render", "-q"] + arguments), captured)
    }

    private func writeSymbol(_ name: String, _ body: String, in folder: String) throws {
        try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n\(body)\n</svg>\n"
            .write(toFile: folder + "/" + name + ".svg", atomically: true, encoding: .utf8)
    }

    @Test func everyUnknownNameOfTheRunIsOneErrorBeforeAnythingIsWritten() async throws {
        let temp = try TemporaryDirectory()
        let (status, output) = await run(["--out", temp.path + "/out", "--theme", "marigold,brinjal"])
        #expect(status == 1)
        #expect(!FileManager.default.fileExists(atPath: temp.path + "/out"))
        #expect(output.standardError == """
            trellis render: error: 3 unknown symbol names:
              'gear.fill' (did you mean 'gear', 'gearshape.fill'?) at
                vstack > image[2] in marigold/toolbar.html, brinjal/toolbar.html
              'logo.trellis' (no known name is close) at
                vstack > hstack[1] > image[2] in marigold/toolbar.html, brinjal/toolbar.html
              'magnifyingglas' (did you mean 'magnifyingglass'?) at
                vstack > hstack[1] > image[0] in marigold/toolbar.html, brinjal/toolbar.html
            trellis render: error: draw them with --symbols DIR (one SVG file per name), or preview with --missing-symbols placeholder; nothing was written to \(temp.path)/out

            """)
    }

    @Test func thePlaceholderDrawsUnknownNamesAndThePagesValidate() async throws {
        let temp = try TemporaryDirectory()
        let (status, output) = await run(["--out", temp.path, "--theme", "sunflower", "--missing-symbols", "placeholder"])
        #expect(status == 0, "\(output.standardError)")
        let page = try String(contentsOfFile: temp.path + "/sunflower/toolbar.html", encoding: .utf8)
        var placeholder = MarkupWriter()
        SymbolCatalog.placeholder.writeParts(into: &placeholder)
        #expect(page.components(separatedBy: placeholder.output).count - 1 == 3)
    }

    @Test func symbolsFromAFolderAreDrawnBesideTheBuiltInOnes() async throws {
        let temp = try TemporaryDirectory()
        let folder = temp.path + "/symbols"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try writeSymbol("logo.trellis", "<path d=\"M2 2H22V22H2Z\" fill=\"none\" stroke=\"#000\" stroke-width=\"3\"/>", in: folder)
        try writeSymbol("magnifyingglas", "<path d=\"M1 1h2v2z\"/>", in: folder)
        try writeSymbol("gear.fill", "<path d=\"M3 3h2v2z\"/>", in: folder)
        let (status, output) = await run(["--out", temp.path + "/out", "--theme", "marigold", "--symbols", folder])
        #expect(status == 0, "\(output.standardError)")
        let page = try String(contentsOfFile: temp.path + "/out/marigold/toolbar.html", encoding: .utf8)
        #expect(page.contains("<path d=\"M2 2H22V22H2Z\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"3\""))
        #expect(page.contains("<path d=\"M1 1h2v2z\" fill=\"currentColor\"/>"))
    }

    @Test func aBadSymbolFileStopsTheRunNamingTheFileAndTheProblem() async throws {
        let temp = try TemporaryDirectory()
        let folder = temp.path + "/symbols"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try writeSymbol("wifi.slash", "<path d=\"M0 0h4\"/>\n<path d=\"M1 1L2 2L\"/>", in: folder)
        let (status, output) = await run(["--out", temp.path + "/out", "--symbols", folder])
        #expect(status == 1)
        #expect(output.standardError.contains("trellis render: error: --symbols: \(folder)/wifi.slash.svg: line 3: path 2: expected a number after 'L' at offset 9\n"))
        #expect(!FileManager.default.fileExists(atPath: temp.path + "/out"))
    }

    @Test func optionsParseAndAnUnknownPolicyIsAUsageErrorListingTheValues() async throws {
        let options = try RenderOptions.parse(["--symbols", "icons", "--missing-symbols=placeholder"])
        #expect(options.symbolsDirectory == "icons" && options.missingSymbols == .placeholder)
        #expect(try RenderOptions.parse([]).missingSymbols == .error)
        #expect(throws: UsageError("unknown --missing-symbols value 'ignore'; values: error, placeholder", command: "render")) {
            try RenderOptions.parse(["--missing-symbols", "ignore"])
        }
        #expect(throws: UsageError("--symbols: the path is empty", command: "render")) { try RenderOptions.parse(["--symbols="]) }
        #expect(try RenderOptions.parse(["--missing-symbols", "Placeholder"]).missingSymbols == .placeholder)
        let (status, output) = await run(["--missing-symbols", "skip"])
        #expect(status == 2)
        #expect(output.standardError.hasPrefix("trellis render: error: unknown --missing-symbols value 'skip'; values: error, placeholder\n"))
    }
}
