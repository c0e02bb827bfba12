import Foundation
import Testing
import Trellis
import TrellisCLI
import TrellisSite
@testable import TrellisTestSupport

/// The README's "your own pages" example: a documentation site runs the whole command over its
/// own views, with validation and goldens, from an executable of its own.
private struct ButtonsDemo: View {
    var body: some View {
        VStack(spacing: 12) {
            Button("Plain") {}
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Prominent") {}.buttonStyle(.borderedProminent)
        }
        .navigationTitle("Buttons")
    }
}

@MainActor @Suite(.serialized) struct CommandOwnPagesTests {
    private let pages = [
        SitePage(id: "buttons", title: "Buttons", summary: "The three button styles.") { AnyView(NavigationStack { ButtonsDemo() }) }
    ]

    @Test func renderWritesValidatedPagesForTheSitesOwnViews() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-own-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let status = await TrellisTool.run(pages: pages, arguments: ["render", "--out", folder, "--theme", "brinjal", "--quiet"])
        #expect(status == 0)
        let page = try String(contentsOfFile: folder + "/brinjal/buttons.html", encoding: .utf8)
        #expect(page.contains(">Prominent</span>"))
        #expect(page.contains("<h1"))
        #expect(FileManager.default.fileExists(atPath: folder + "/index.html"))
    }

    @Test func checkRecordsThenMatchesTheSitesOwnGoldens() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-own-goldens-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // `--record` is refused on CI, as it should be; the check itself must still find nothing.
        if ProcessInfo.processInfo.environment["CI"].map({ !["", "0", "false", "no"].contains($0) }) ?? false {
            #expect(await TrellisTool.run(pages: pages, arguments: ["check", "--golden", folder, "--record"]) == 2)
            return
        }
        #expect(await TrellisTool.run(pages: pages, arguments: ["check", "--golden", folder, "--record", "--theme", "marigold"]) == 0)
        let goldens = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(goldens == ["buttons.marigold.dark.dump", "buttons.marigold.dark.phone.html", "buttons.marigold.dark.phone.layout",
                           "buttons.marigold.dark.phone.svg",
                           "buttons.marigold.light.dump", "buttons.marigold.light.phone.html", "buttons.marigold.light.phone.layout",
                           "buttons.marigold.light.phone.svg"])
        #expect(await TrellisTool.run(pages: pages, arguments: ["check", "--golden", folder, "--theme", "marigold"]) == 0)
    }
}
