import Foundation
import Testing
import Trellis
import TrellisSite
@testable import TrellisGolden
@testable import TrellisTesting

/// The examples in docs/golden.md, compiled and run against a temporary folder.
@MainActor @Suite struct DocumentationExampleTests {
    let folder = TemporaryFolder()

    @Test func aCustomFormatPulledBackToScreensWritesItsOwnGolden() {
        let titles: Snapshotting<ResolvedTree, String> = .lines(pathExtension: "txt") { tree in
            tree.dump().split(separator: "\n").filter { $0.contains("text ") }.joined(separator: "\n") + "\n"
        }
        let format = GoldenFormat(name: "titles", strategy: titles.pullback(\.tree), dependsOnCanvas: false)
        let results = verifyGoldens(
            of: Badge(title: "Hi"), as: [format], named: nil, themes: [.brinjal], colorSchemes: [.light],
            canvases: [.phone], record: .missing, goldenDirectory: folder.path,
            environment: testEnvironment(folder), testName: "titles()", site: callSite())
        #expect(results.map(\.status) == [.recordedNew])
        #expect(folder.read("titles.brinjal.light.txt") == """
                  text "Hi" font=Inter 17/20.29+1.71 w400 color=#AF52DE
                  text "Brinjal" font=Inter 17/20.29+1.71 w400 color=#AF52DE

            """)
    }

    @Test func aRegisteredSuiteChecksFromCode() async {
        var suite = GoldenSuite()
        suite.register("settings") { Badge(title: "Settings") }
        let report = await GoldenCheck(directory: folder.path + "/Goldens", formats: [.dump], themes: Theme.all, record: true)
            .run(suite, environment: ["TRELLIS_ARTIFACTS": folder.path + "/a"])
        #expect(report.exitCode == 0)
        #expect(report.text == "\(["system", "marigold", "sunflower", "brinjal"].flatMap { theme in ["light", "dark"].map { "recorded \(folder.path)/Goldens/settings.\(theme).\($0).dump\n" } }.joined())golden check: 8 goldens, 0 matched, 8 recorded\n")
    }
}
