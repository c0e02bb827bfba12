import TrellisGolden
import TrellisRender

/// `trellis check`: the pages against golden files, by `GoldenCheckCommand`.
enum CheckCommand {
    @MainActor
    static func run(_ arguments: [String], suite: GoldenSuite, output: CommandOutput) async -> Int32 {
        await GoldenCheckCommand.run(arguments, suite: suite, output: output)
    }

    /// Every page, filed under its id.
    static func suite(for pages: [SitePage]) -> GoldenSuite {
        GoldenSuite(pages: pages.map { page in
            GoldenSuite.Page(name: page.id) { environment in page.makeView().resolved(in: environment) }
        })
    }
}
