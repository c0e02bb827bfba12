import Trellis

/// The themes a render run draws: the tool's own and those of its `--tokens` files.
extension TrellisCommandLine {
    struct ThemeFailure: Error {
        var report: String
        var status: Int32
    }

    /// Without `--tokens`, what the options already picked. With it, `--theme` picks from the
    /// tool's themes and the files' (a run without `--theme` draws the files' themes only: a team
    /// that hands over its tokens means its own look). A token file that cannot be read stops the
    /// run before anything is rendered.
    func renderedThemes(for options: RenderOptions, fonts: FontCatalog = FontCatalog()) -> Result<[Theme], ThemeFailure> {
        guard !options.tokenFiles.isEmpty else { return .success(options.themes) }
        var tokenThemes: [Theme] = []
        for file in options.tokenFiles {
            do {
                tokenThemes.append(try Theme(designTokensFile: file, fontFamilies: fonts.names))
            } catch {
                return .failure(ThemeFailure(
                    report: CommandMessage.error("--tokens: \(error.description)", command: "render") + "\n", status: ExitStatus.failure))
            }
        }
        let known = themes + tokenThemes
        var seen: Set<String> = []
        for theme in known where !seen.insert(theme.name.lowercased()).inserted {
            return .failure(ThemeFailure(
                report: CommandMessage.error("two themes are named '\(theme.name)'; a theme's name picks it with --theme, so each must differ", command: "render") + "\n",
                status: ExitStatus.failure))
        }
        guard let names = options.themeNames else { return .success(tokenThemes) }
        do {
            return .success(try OptionValues.themes(names, from: known))
        } catch {
            return .failure(ThemeFailure(report: UsageError(error.message, command: "render").report, status: ExitStatus.usage))
        }
    }
}
