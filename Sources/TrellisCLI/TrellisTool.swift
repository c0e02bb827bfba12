import Foundation
import Trellis
import TrellisSite

/// The whole `trellis` command over a set of pages: `render` (validating every document with
/// libxml2 before it is written), `validate` and `check`.
///
/// The project's own executable runs it over the seed gallery; a documentation site runs it over
/// its own pages from an executable of its own, and gets the same options, guarantees and exit
/// statuses.
public enum TrellisTool {
    /// `themes` are the ones `--theme` picks from and a run without it renders (the built-in
    /// three unless given); `--tokens` files add theirs. `site` titles and groups the index.
    /// `fonts` is a folder of .ttf/.otf brand fonts that `Font.custom` and tokens name (`--fonts`
    /// replaces it).
    @MainActor
    public static func run(
        pages: [SitePage],
        themes: [Theme] = Theme.all,
        site: SiteIndex = SiteIndex(),
        fonts: String? = nil,
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        output: CommandOutput = .standard
    ) async -> Int32 {
        var commandLine = TrellisCommandLine(
            pages: pages,
            check: DocumentValidation.check,
            validateCommand: ValidateCommand.run,
            checkCommand: { arguments, output in
                await CheckCommand.run(arguments, pages: pages, themes: themes, output: output, fonts: fonts)
            },
            output: output,
            themes: themes,
            site: site)
        commandLine.brandFontsDirectory = fonts
        return await commandLine.run(arguments: arguments)
    }
}
