import TrellisGallery
import TrellisRender
import TrellisGolden

/// `trellis check`: the gallery's pages against golden files, by `GoldenCheckCommand`.
enum CheckCommand {
    @MainActor
    static func run(_ arguments: [String], output: CommandOutput) async -> Int32 {
        await GoldenCheckCommand.run(arguments, suite: gallerySuite, output: output)
    }

    /// Every gallery page, filed under its slug.
    static var gallerySuite: GoldenSuite {
        GoldenSuite(pages: Gallery.pages.map { page in
            GoldenSuite.Page(name: page.id) { environment in page.makeView().resolved(in: environment) }
        })
    }
}
