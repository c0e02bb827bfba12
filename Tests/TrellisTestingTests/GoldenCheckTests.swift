import Foundation
import Testing
import Trellis
import TrellisCLI
import TrellisSite
@testable import TrellisGolden
@testable import TrellisTesting

/// Collects what a command writes, for tests.
final class CollectedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var out = "", err = ""
    var standardOutput: String { lock.withLock { out } }
    var standardError: String { lock.withLock { err } }
    /// The messages these tests pin name the tool `trellis`, whatever runs the tests.
    init() { CommandMessage.toolName = "trellis" }

    var commandOutput: CommandOutput {
        CommandOutput(
            standardOutput: { text in self.lock.withLock { self.out += text } },
            standardError: { text in self.lock.withLock { self.err += text } })
    }
}

@MainActor @Suite struct GoldenCheckTests {
    let folder = TemporaryFolder()
    var goldens: String { folder.path + "/goldens" }
    var environment: [String: String] { ["TRELLIS_ARTIFACTS": folder.path + "/artifacts"] }

    func suite(secondTitle: String = "Two") -> GoldenSuite {
        GoldenSuite()
            .registering("first") { Badge(title: "One") }
            .registering("second") { Badge(title: secondTitle) }
    }

    func run(_ arguments: [String], suite: GoldenSuite? = nil, extra: [String: String] = [:]) async -> (Int32, CollectedOutput) {
        let output = CollectedOutput()
        let status = await GoldenCheckCommand.run(
            arguments, suite: suite ?? self.suite(), output: output.commandOutput,
            environment: environment.merging(extra) { $1 })
        return (status, output)
    }

    @Test func recordThenCheckThenAChangeFailsWithADiffAndRecordingUpdatesIt() async throws {
        let (missing, missingOutput) = await run(["--golden", goldens, "--format", "dump", "--theme", "marigold"])
        #expect(missing == 1)
        #expect(missingOutput.standardOutput.contains("golden check: 4 goldens, 0 matched, 4 missing\n"))
        #expect(missingOutput.standardOutput.contains("record it with trellis check --record"))
        #expect(missingOutput.standardOutput.contains("the golden folder \(goldens) does not exist; run trellis check --golden \(goldens) --record to create it\ngolden check: 4 goldens"))
        #expect(folder.files().allSatisfy { $0.hasPrefix("artifacts/") })

        let (recorded, recordOutput) = await run(["--golden", goldens, "--format=dump", "--theme", "marigold", "--record"])
        #expect(recorded == 0)
        #expect(recordOutput.standardOutput.contains("recorded \(goldens)/first.marigold.light.dump\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens).sorted() == [
            "first.marigold.dark.dump", "first.marigold.light.dump", "second.marigold.dark.dump", "second.marigold.light.dump",
        ])

        let (clean, cleanOutput) = await run(["--golden", goldens, "--format", "dump", "--theme", "marigold"])
        #expect(clean == 0)
        #expect(cleanOutput.standardOutput == "golden check: 4 goldens, 4 matched\n")
        #expect(!cleanOutput.standardOutput.contains("does not exist"))

        let changed = suite(secondTitle: "Deux")
        let (mismatch, mismatchOutput) = await run(["--golden", goldens, "--format", "dump", "--theme", "marigold"], suite: changed)
        #expect(mismatch == 1)
        let text = mismatchOutput.standardOutput
        #expect(text.contains("-      text \"Two\" font=Inter 17/20.29+1.71 w400 color=#181A1B\n+      text \"Deux\" font=Inter 17/20.29+1.71 w400 color=#181A1B\n"))
        #expect(text.contains("golden check: 4 goldens, 2 matched, 2 mismatched\n"))
        #expect(text.hasSuffix("FAILED: second.marigold.light.dump, second.marigold.dark.dump\n"))
        #expect(text.contains("run trellis check again with --record"))
        #expect(folder.read("goldens/second.marigold.light.dump")?.contains("\"Two\"") == true)

        let (update, _) = await run(["--golden", goldens, "--format", "dump", "--theme", "marigold", "--record"], suite: changed)
        #expect(update == 0)
        #expect(folder.read("goldens/second.marigold.light.dump")?.contains("\"Deux\"") == true)
        #expect(await run(["--golden", goldens, "--format", "dump", "--theme", "marigold"], suite: changed).0 == 0)
    }

    @Test func onCIRecordingIsRefusedWithTheUsageStatusAndNothingIsWritten() async throws {
        let (status, output) = await run(["--golden", goldens, "--record"], extra: ["CI": "true"])
        #expect(status == 2)
        #expect(output.standardError == "trellis check: error: refusing to record goldens: CI=true, and goldens are never written on CI; record locally and commit them\n")
        #expect(folder.files().isEmpty)
        // Without --record, CI checks as usual and writes only artifacts.
        let (check, checkOutput) = await run(["--golden", goldens, "--format", "dump"], extra: ["CI": "true"])
        #expect(check == 1)
        #expect(checkOutput.standardOutput.contains("goldens are not written on CI"))
        #expect(!FileManager.default.fileExists(atPath: goldens))
    }

    @Test func goldensOfPagesNoLongerRegisteredAreReportedAndRecordingRemovesThem() async throws {
        _ = await run(["--golden", goldens, "--format", "dump", "--record"])
        try folder.write("notes\n", to: "goldens/README.txt")
        let fewer = GoldenSuite().registering("first") { Badge(title: "One") }
        let (status, output) = await run(["--golden", goldens, "--format", "dump"], suite: fewer)
        #expect(status == 0)
        #expect(output.standardOutput.contains("obsolete golden (no page renders it; --record removes it): second.brinjal.dark.dump\n"))
        _ = await run(["--golden", goldens, "--format", "dump", "--record"], suite: fewer)
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens).filter { $0.hasPrefix("second") }.isEmpty)
        #expect(folder.read("goldens/README.txt") == "notes\n")
    }

    @Test func badArgumentsAreUsageErrors() async {
        for (arguments, message) in [
            ([], "--golden DIR is required"),
            (["--golden"], "--golden needs a value"),
            (["--golden", "x", "--theme", "Mango"], "unknown theme 'Mango'; known themes: System, Marigold, Sunflower, Brinjal, or all"),
            (["--golden", "x", "--format", "png"], "unknown format 'png'; formats: dump, layout, html, svg, or all"),
            (["--golden", "x", "--canvas", "watch"], "unknown canvas 'watch'; canvases: phone (390×844), tablet (820×1180), desktop (1280×800), all, or WIDTHxHEIGHT such as 1024x768"),
            (["--golden", "x", "--color-scheme", "sepia"], "unknown color scheme 'sepia'; color schemes: light, dark, or all"),
            (["--golden", ""], "--golden: the path is empty"),
            (["--golden", "x", "--record=yes"], "--record takes no value"),
        ] as [([String], String)] {
            let (status, output) = await run(arguments)
            #expect(status == 2, "\(arguments)")
            #expect(output.standardError.hasPrefix("trellis check: error: \(message)\n"), "\(arguments): \(output.standardError)")
        }
        #expect(folder.files().isEmpty)
    }

    @Test func optionsSelectVariantsInAFixedOrder() throws {
        let check = try GoldenCheckCommand.parse([
            "--golden", "g", "--theme", "brinjal", "--theme=Marigold", "--color-scheme", "dark",
            "--canvas", "desktop", "--canvas", "phone", "--format", "html",
        ])
        #expect(try GoldenCheckCommand.parse(["--golden", "g", "--format", "html,dump"]).formats.map(\.name) == ["dump", "html"])
        #expect(check.directory == "g")
        #expect(check.themes.map(\.name) == ["Marigold", "Brinjal"])
        #expect(check.colorSchemes == [.dark])
        #expect(check.canvases == [.phone, .desktop])
        #expect(check.formats.map(\.name) == ["html"])
        #expect(!check.record)
        let defaults = try GoldenCheckCommand.parse(["--golden", "g"])
        #expect(defaults.themes.map(\.name) == ["System", "Marigold", "Sunflower", "Brinjal"])
        #expect(defaults.colorSchemes == [.light, .dark])
        #expect(defaults.canvases == [.phone])
        #expect(defaults.formats.map(\.name) == ["dump", "layout", "html", "svg"])
    }

    @Test func duplicatePageNamesAreRejected() async {
        let twice = GoldenSuite().registering("a") { Badge(title: "1") }.registering("a") { Badge(title: "2") }
        let (status, output) = await run(["--golden", goldens], suite: twice)
        #expect(status == 2)
        #expect(output.standardError.contains("two pages are registered as 'a'"))
    }
}
