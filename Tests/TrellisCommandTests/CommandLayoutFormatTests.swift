import Foundation
import Testing
import Trellis
@testable import TrellisCLI
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// `--format layout` and `--node-ids`: the frames beside the pages, matched to them by id.
@MainActor @Suite struct CommandLayoutFormatTests {
    func render(_ arguments: [String]) async throws -> (status: Int32, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-layout-\(UUID().uuidString)")
        let captured = CapturedOutput()
        let command = TrellisCommandLine(pages: [greetingPage], check: libxml2Check, output: captured.commandOutput)
        let status = await command.run(arguments: ["render", "--out", folder.path, "--theme", "marigold", "-q"] + arguments)
        return (status, folder)
    }

    @Test func layoutFormatWritesFramesBesideEachPageWithIDsInThePage() async throws {
        let (status, folder) = try await render(["--format", "html,layout"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(status == 0)
        let page = try String(contentsOf: folder.appendingPathComponent("marigold/greeting.html"), encoding: .utf8)
        let json = try Data(contentsOf: folder.appendingPathComponent("marigold/greeting.layout.json"))
        let entries = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        #expect(entries.first?["id"] as? String == "n0")
        #expect(entries.first?["width"] as? Double == 390)
        // Every frame's id is an element of the page, and the destination has its own file.
        for entry in entries {
            let id = try #require(entry["id"] as? String)
            #expect(page.contains("id=\"\(id)\""), "\(id)")
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("marigold/greeting--details.layout.json").path))
    }

    @Test func layoutAloneWritesNoPages() async throws {
        let (status, folder) = try await render(["--format", "layout"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("marigold/greeting.layout.json").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("marigold/greeting.html").path))
    }

    @Test func nodeIDsAreOffUnlessAskedFor() async throws {
        let (_, plain) = try await render([])
        defer { try? FileManager.default.removeItem(at: plain) }
        #expect(try !String(contentsOf: plain.appendingPathComponent("marigold/greeting.html"), encoding: .utf8).contains("id=\"n0\""))
        let (status, marked) = try await render(["--node-ids"])
        defer { try? FileManager.default.removeItem(at: marked) }
        #expect(status == 0)
        #expect(try String(contentsOf: marked.appendingPathComponent("marigold/greeting.html"), encoding: .utf8).contains("id=\"n0\""))
    }
}
