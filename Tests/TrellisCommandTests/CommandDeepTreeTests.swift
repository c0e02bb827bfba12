import Foundation
import Testing
import Trellis
@testable import TrellisCLI
import TrellisSite
@testable import TrellisTestSupport

/// `trellis render` of a deep tree, end to end (resolve, emit, validate, write). The validator stopped every
/// page past about 250 levels ("Excessive depth in document: 256"), though resolution and the emitter handled
/// 10,000; the Rendering article states the deepest tree measured to render.
@MainActor @Suite(.serialized) struct CommandDeepTreeTests {
    /// `depth` paddings around a text: one `<div>` per level in the page.
    struct Nest: View {
        let depth: Int
        var body: some View {
            if depth == 0 {
                Text("leaf")
            } else {
                Nest(depth: depth - 1).padding(1)
            }
        }
    }

    static func render(depth: Int) async throws -> (status: Int32, page: String?) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-deep-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pages = [SitePage(id: "deep", title: "Deep") { AnyView(Nest(depth: depth)) }]
        let status = await TrellisTool.run(
            pages: pages, arguments: ["render", "--out", folder, "--theme", "marigold", "--quiet"])
        return (status, try? String(contentsOfFile: folder + "/marigold/deep.html", encoding: .utf8))
    }

    /// Browsers flatten HTML deeper than 512 elements, so a screen may nest 480 views (HTMLWalk.maximumDepth):
    /// that renders end to end and validates; one deeper is refused with an error that says why, and nothing is
    /// written.
    @Test func theDeepestScreenAPageCanShowRendersEndToEnd() async throws {
        let (status, page) = try await Self.render(depth: 478)
        #expect(status == 0)
        #expect(page?.contains(">leaf<") == true)
    }

    @Test func aDeeperTreeIsRefusedWithTheLimit() async throws {
        let captured = CapturedOutput()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-deep-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pages = [SitePage(id: "deep", title: "Deep") { AnyView(Nest(depth: 10_000)) }]
        let command = TrellisCommandLine(pages: pages, output: captured.commandOutput)
        #expect(await command.run(arguments: ["render", "--out", folder, "--theme", "marigold", "-q"]) == 1)
        #expect(captured.standardError.contains("views nest more than 480 levels deep"))
        #expect(captured.standardError.contains("browsers flatten HTML deeper than 512 elements"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/marigold/deep.html"))
    }

    /// For measuring the deepest tree (the Rendering article, "Validation"): TRELLIS_DEEP_RENDER_DEPTH=N renders N levels and
    /// prints the outcome. Run one depth per process, since a crash ends the process.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TRELLIS_DEEP_RENDER_DEPTH"] != nil))
    func renderTheRequestedDepth() async throws {
        let depth = Int(ProcessInfo.processInfo.environment["TRELLIS_DEEP_RENDER_DEPTH"]!)!
        let clock = ContinuousClock()
        let start = clock.now
        let (status, page) = try await Self.render(depth: depth)
        print("DEEP depth \(depth): exit \(status), page \(page.map { "\($0.utf8.count) bytes" } ?? "not written"), \(clock.now - start)")
    }
}
