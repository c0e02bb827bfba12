import Trellis
import TrellisSite

/// One golden to check: its file name, the screen to render and the format to render it in.
public struct GoldenJob: Sendable {
    /// The golden's file name in the check's folder: `<page>.<theme>.<scheme>[.<size>][.<canvas>].<ext>`.
    public var fileName: String
    /// The resolved screen and the canvas to render it at.
    public var screen: GoldenScreen
    /// The format to render it in.
    public var format: GoldenFormat
}

/// The combinations of themes, schemes, Dynamic Type sizes, languages, canvases and formats a
/// golden check covers, and the file name of each:
/// `<stem>.<theme>.<scheme>[.<size>][.<language>][.<canvas>].<ext>`, all lowercased name parts but
/// the language's (`pt-BR`); the size only when it is not `.large` and the language only when it is
/// not the development language, so existing goldens keep their names.
package struct GoldenVariants {
    package var themes: [Theme]
    package var colorSchemes: [ColorScheme]
    package var canvases: [GoldenCanvas]
    package var formats: [GoldenFormat]
    package var dynamicTypeSizes: [DynamicTypeSize] = [.large]
    /// The languages, nil for the development language (whose goldens keep their names).
    package var localizations: [SiteLocalization?] = [nil]
    /// What the screens' keys are looked up in.
    package var strings: LocalizedStrings?

    package init(themes: [Theme], colorSchemes: [ColorScheme], canvases: [GoldenCanvas], formats: [GoldenFormat]) {
        self.themes = themes
        self.colorSchemes = colorSchemes
        self.canvases = canvases
        self.formats = formats
    }

    /// Why these lists cannot name distinct goldens, or nil.
    package var problem: String? {
        if themes.isEmpty { return "no themes to check; pass at least one (themes: [.default])" }
        if colorSchemes.isEmpty { return "no color schemes to check; pass at least one" }
        if canvases.isEmpty { return "no canvases to check; pass at least one" }
        if formats.isEmpty { return "no golden formats to check; pass at least one (as: [.dump])" }
        if dynamicTypeSizes.isEmpty { return "no Dynamic Type sizes to check; pass at least one (.large)" }
        if let name = duplicate(themes.map { GoldenFiles.component($0.name).lowercased() }) {
            return "two themes share the file name part '\(name)'; give them distinct names"
        }
        if let name = duplicate(canvases.map { GoldenFiles.component($0.name).lowercased() }) {
            return "two canvases share the name '\(name)'"
        }
        if let reason = formats.lazy.compactMap(\.unavailableReason).first { return reason }
        if let ext = duplicate(formats.map(\.strategy.pathExtension)) {
            return "two formats share the extension '\(ext)'"
        }
        if let scheme = duplicate(colorSchemes.map(\.rawValue)) { return "the color scheme '\(scheme)' is listed twice" }
        return nil
    }

    private func duplicate(_ names: [String]) -> String? {
        var seen: Set<String> = []
        for name in names where !seen.insert(name).inserted { return name }
        return nil
    }

    /// Resolves each theme, scheme and size once, on the main actor, and lists the goldens in a
    /// fixed order: theme, scheme, size, format, canvas.
    @MainActor
    package func jobs(stem: String, resolve: (EnvironmentValues) -> ResolvedTree) -> [GoldenJob] {
        var jobs: [GoldenJob] = []
        for theme in themes {
            for scheme in colorSchemes {
                for size in dynamicTypeSizes {
                    for localization in localizations {
                        var environment = Self.environment(theme, scheme, size)
                        SitePlan.localize(&environment, localization, strings: strings)
                        let tree = resolve(environment)
                        jobs += self.jobs(prefix: stem + "." + Self.suffix(theme, scheme, size, localization), tree: tree)
                    }
                }
            }
        }
        return jobs
    }

    /// The goldens of the pages `page`'s controls lead to under each theme and scheme, as the
    /// site plans them: `<stem>__<control option>[__…].<theme>.<scheme>….<ext>`, a destination's
    /// `--<destination>` before the state. The state part names the option each control was set
    /// to, in the order of the controls' places in the tree, so it does not depend on the clicks'
    /// order; a theme whose own state is an option has no page for it (it is the first page).
    @MainActor
    package func stateJobs(stem: String, page: SitePage, states: StateOptions) -> [GoldenJob] {
        var jobs: [GoldenJob] = []
        let slug = Slug.make(page.id)
        for theme in themes {
            for scheme in colorSchemes {
                for size in dynamicTypeSizes {
                    for localization in localizations {
                        let plan = SitePlan.make(
                            pages: [page], themes: [theme], colorSchemes: [scheme], states: states, dynamicTypeSizes: [size],
                            strings: strings, localizations: [localization])
                        for document in plan.documents where document.stateName != nil {
                            let rest = document.pageName.hasPrefix(slug) ? String(document.pageName.dropFirst(slug.count)) : "__" + document.pageName
                            jobs += self.jobs(
                                prefix: stem + GoldenFiles.component(rest) + "." + Self.suffix(theme, scheme, size, localization),
                                tree: document.tree)
                        }
                    }
                }
            }
        }
        return jobs
    }

    private func jobs(prefix: String, tree: ResolvedTree) -> [GoldenJob] {
        var jobs: [GoldenJob] = []
        for format in formats {
            for canvas in format.dependsOnCanvas ? canvases : [canvases[0]] {
                let canvasPart = format.dependsOnCanvas ? "." + GoldenFiles.component(canvas.name).lowercased() : ""
                jobs.append(GoldenJob(
                    fileName: prefix + canvasPart + "." + format.strategy.pathExtension,
                    screen: GoldenScreen(tree: tree, canvas: canvas),
                    format: format))
            }
        }
        return jobs
    }

    private static func environment(_ theme: Theme, _ scheme: ColorScheme, _ size: DynamicTypeSize) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.theme = theme
        environment.colorScheme = scheme
        environment.dynamicTypeSize = size
        return environment
    }

    private static func suffix(
        _ theme: Theme, _ scheme: ColorScheme, _ size: DynamicTypeSize, _ localization: SiteLocalization?
    ) -> String {
        GoldenFiles.component(theme.name).lowercased() + "." + scheme.rawValue
            + (size == .large ? "" : "." + size.rawValue.lowercased())
            + (localization.map { "." + GoldenFiles.component($0.slug) } ?? "")
    }
}
