import Foundation
import Testing
import Trellis
@testable import TrellisCLI
import TrellisSite
@testable import TrellisTestSupport

/// The page around a screen, as assistive technology and axe-core read it: one `h1` (the page's
/// title; a navigation bar's title is an `h2` under it), every symbol SVG hidden from readers
/// (its meaning is the text beside it or the label around it), and nothing outside a landmark.
@MainActor @Suite struct PageAccessibilityTests {
    /// The gallery rendered light and dark, as HTML, into a fresh folder.
    private func renderGallery() async throws -> (folder: String, pages: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-a11y-\(UUID().uuidString)").path
        let command = TrellisCommandLine(pages: galleryPages, output: CapturedOutput().commandOutput)
        let status = await command.run(arguments: ["render", "--out", folder, "--format", "html", "--color-scheme", "all", "-q"])
        try #require(status == 0)
        let themes = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") && $0 != "assets" && $0 != "index.html" }
        var pages: [String] = []
        for theme in themes.sorted() {
            for file in try FileManager.default.contentsOfDirectory(atPath: folder + "/" + theme).sorted() where file.hasSuffix(".html") {
                pages.append(folder + "/" + theme + "/" + file)
            }
        }
        return (folder, pages)
    }

    private func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func everyGalleryPageHasOneH1HiddenSymbolsAndItsSummaryInMain() async throws {
        let (folder, pages) = try await renderGallery()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(pages.count > 20)
        for path in pages {
            let page = try String(contentsOfFile: path, encoding: .utf8)
            #expect(count("<h1", in: page) == 1, "\(path)")
            let svgTags = page.components(separatedBy: "<svg ").dropFirst().map { $0.prefix { $0 != ">" } }
            #expect(svgTags.allSatisfy { $0.contains("aria-hidden=\"true\"") }, "\(path)")
            if let summary = page.range(of: "class=\"page-summary\"") {
                let main = try #require(page.range(of: "<main>"), "\(path)")
                let end = try #require(page.range(of: "</main>"), "\(path)")
                #expect(main.upperBound < summary.lowerBound && summary.upperBound < end.lowerBound, "\(path)")
            }
        }
    }

    private static let axeScript = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/axe-gallery.py")

    /// axe-core 4.4 (PyPI axe-core-python) over every page of the gallery in headless Chromium:
    /// only color-contrast may remain, which the themes' colors cause (the Themes and design tokens article, "Contrast").
    @Test(.enabled(if: ChromiumHarness.shouldRun && (AxeCore.isInstalled || ChromiumHarness.isRequired),
                   "needs TRELLIS_CHROMIUM=live, chromium, python3 and axe-core-python (pip install axe-core-python; required on CI)"))
    func axeFindsNothingButThemeContrast() async throws {
        let (folder, pages) = try await renderGallery()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/axe.json"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.axeScript.path, "--output", output] + pages
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        // 77 is the script's "chromium or axe.min.js is missing": the test only runs where both
        // are, or on CI, where their absence must fail.
        try #require(process.terminationStatus == 0, "scripts/axe-gallery.py exited \(process.terminationStatus)")
        struct Report: Decodable {
            struct Page: Decodable {
                struct Violation: Decodable { var id: String }
                var file: String
                var violations: [Violation]?
                var error: String?
            }
            var axe: String?
            var pages: [Page]
            var totals: [String: Int]
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(report.pages.count == pages.count)
        #expect(report.pages.allSatisfy { $0.error == nil })
        #expect(Set(report.totals.keys).subtracting(["color-contrast"]).isEmpty, "\(report.totals)")
    }
}

/// axe-core's `axe.min.js`, as PyPI's axe-core-python ships it (a test tool, never a dependency of
/// Trellis): the test that runs it is skipped, saying why, where the package is not installed.
private enum AxeCore {
    static var isInstalled: Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import axe_core_python"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
