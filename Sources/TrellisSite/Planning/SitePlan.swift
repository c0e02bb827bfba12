import Trellis
import TrellisLayout
import TrellisRender

/// Every page a run will write, with its resolved screen and the links between pages.
///
/// Planning runs on the main actor because it builds and resolves views; everything it produces is
/// Sendable, so emitting and validating can then run in parallel off the main actor.
public struct SitePlan: Sendable {
    /// The themes rendered, in the order their folders and the index list them.
    public var themes: [SiteTheme]
    /// Every color scheme, Dynamic Type size and canvas combination rendered, schemes outermost,
    /// canvases innermost; the first is the one the gallery index shows first.
    public var variants: [SiteVariant]
    /// The registered pages, in the order the tool was given them.
    public var sources: [SourceInfo]
    /// In a fixed order: theme by theme, variant by variant, then gallery page by gallery page,
    /// each root page before the pages its links lead to (in the order the links appear).
    public var documents: [PlannedDocument]
    /// What following the screens' states found that a reader of the run must know: each button
    /// whose action wrote state Trellis does not own, which stays written (`StatePlanner`).
    public var stateReports: [String] = []
    /// The brand fonts the screens were resolved with, which the pages declare and ship.
    public var fonts = FontCatalog()
    /// The language the screens are written in: the strings' development language, `en` without
    /// strings; the HTML `lang` of the pages shown in it.
    public var developmentLanguage = "en"
    /// The one engine that lays out the run's screens: the plan uses it to fill in what depends on
    /// a frame (a GeometryReader's links), the renderer to lay out each page once for every output
    /// and the contrast check, so all of them see the same frames.
    public var engine: LayoutEngine = .standard

    /// The color schemes rendered, light before dark.
    public var colorSchemes: [ColorScheme] {
        ColorScheme.allCases.filter { scheme in variants.contains { $0.colorScheme == scheme } }
    }

    /// The canvases rendered, in the order of `variants`.
    public var canvases: [RenderCanvas] {
        var seen: Set<RenderCanvas> = []
        return variants.map(\.canvas).filter { seen.insert($0).inserted }
    }

    /// The languages rendered, in the order given; `[nil]` (the development language alone) for a
    /// run without `--locale`.
    public var localizations: [SiteLocalization?] {
        var seen: Set<SiteLocalization?> = []
        return variants.map(\.localization).filter { seen.insert($0).inserted }
    }

    /// The Dynamic Type sizes rendered, smallest first.
    public var dynamicTypeSizes: [DynamicTypeSize] {
        DynamicTypeSize.allCases.filter { size in variants.contains { $0.dynamicTypeSize == size } }
    }

    /// A theme as the site names it.
    public struct SiteTheme: Hashable, Sendable {
        /// The theme's name, as its `Theme.name` says it.
        public var name: String
        /// The folder of the theme's pages.
        public var slug: String
    }

    /// A registered page, without its view.
    public struct SourceInfo: Hashable, Sendable {
        /// The page's id as a slug, which its files are named from.
        public var id: String
        /// The page's title.
        public var title: String
        /// The page's summary line, empty for none.
        public var summary: String
    }

    /// One file the run writes: a screen resolved under one theme and variant, with its links.
    public struct PlannedDocument: Sendable {
        /// Relative to the output directory: `<theme>/<page-id>.html`, or
        /// `<theme>/<page-id>--<destination>.html` for a screen reached by a NavigationLink, with
        /// the variant's suffix before `.html` (see `SiteVariant`).
        public var path: String
        /// The last part of ``path``: the page's file name in its theme's folder.
        public var fileName: String
        /// The file name without the variant's suffix and `.html`: the same in every variant.
        public var pageName: String
        /// The theme the screen was resolved in.
        public var theme: SiteTheme
        /// The color scheme and canvas the screen was resolved in.
        public var variant: SiteVariant
        /// The id of the registered page the screen belongs to, as a slug.
        public var sourceID: String
        /// The document's heading: the page's title, or for a destination its parent's title, `›` and the
        /// destination's name.
        public var title: String
        /// The line under the heading, empty for none.
        public var summary: String
        /// The resolved screen.
        public var tree: ResolvedTree
        /// The href (relative to this page) of each destination in the screen's tree.
        public var links: [ResolvedDestination: String]
        /// The page whose link leads here, as (file name, title); nil for a root page.
        public var parent: Parent?
        /// The state a control led to (its name, as in the file name: `style-brinjal`); nil for
        /// the pages of the screen as it starts.
        public var stateName: String? = nil
        /// Which destination is followed at each level from the root screen to this one, so the
        /// same screen can be found in another state's tree.
        var navigationPath: [Int] = []
    }

    /// The page a link leads here from, for the page's "back" link.
    public struct Parent: Hashable, Sendable {
        /// The parent's file name, in the same variant.
        public var fileName: String
        /// The parent's title.
        public var title: String
    }

    /// Resolves each page under each theme and color scheme, and names a page for every
    /// NavigationLink destination, in every variant.
    ///
    /// `colorSchemes`, `dynamicTypeSizes` and `canvases` are used in the order given (the command
    /// line puts them in a fixed order); an empty list means the default, light, large or phone.
    /// `assets` is what `Image("name")` and `Color("name")` find (`AssetCatalog.namedAssets`);
    /// `fonts` what `Font.custom` finds (`FontCatalog(directory:)`). `engine` lays the screens out
    /// (``engine``): give it the brand fonts' measurer and the symbols the pages draw. `strings`
    /// are what `Text("key")` looks up (`LocalizedStrings(directory:)`), in each of
    /// `localizations` (nil for the development language), outermost of the variants.
    @MainActor
    public static func make(
        pages: [SitePage], themes: [Theme],
        colorSchemes: [ColorScheme] = [.light], canvases: [RenderCanvas] = [.phone],
        states: StateOptions = StateOptions(), assets: NamedAssets = NamedAssets(), fonts: FontCatalog = FontCatalog(),
        dynamicTypeSizes: [DynamicTypeSize] = [.large], engine: LayoutEngine = .standard,
        strings: LocalizedStrings? = nil, localizations: [SiteLocalization?] = [nil]
    ) -> SitePlan {
        var reports: [String] = []
        var documents: [PlannedDocument] = []
        let siteThemes = themes.map { SiteTheme(name: $0.name, slug: Slug.make($0.name)) }
        let schemes = colorSchemes.isEmpty ? [.light] : colorSchemes
        let sizes = canvases.isEmpty ? [.phone] : canvases
        let textSizes = dynamicTypeSizes.isEmpty ? [.large] : dynamicTypeSizes
        let languages = localizations.isEmpty ? [nil] : localizations
        let variants = languages.flatMap { language in
            schemes.flatMap { scheme in
                textSizes.flatMap { textSize in
                    sizes.map { SiteVariant(colorScheme: scheme, canvas: $0, dynamicTypeSize: textSize, localization: language) }
                }
            }
        }
        for (theme, siteTheme) in zip(themes, siteThemes) {
            for (language, (scheme, textSize)) in languages.flatMap({ language in
                schemes.flatMap { scheme in textSizes.map { (language, (scheme, $0)) } }
            }) {
                // Through the environment rather than `.theme(_:)`, so the tree's own theme name and
                // background (which the page around the screen uses) are the theme's too. The core
                // resolves system colors for the scheme; the canvas only matters to the emitter, so
                // one resolved tree serves every canvas.
                var environment = EnvironmentValues()
                environment.theme = theme
                environment.colorScheme = scheme
                environment.namedAssets = assets
                environment.fontCatalog = fonts
                environment.dynamicTypeSize = textSize
                localize(&environment, language, strings: strings)
                if states.mode != .none {
                    for canvas in sizes {
                        let variant = SiteVariant(colorScheme: scheme, canvas: canvas, dynamicTypeSize: textSize, localization: language)
                        for page in pages {
                            var planner = StatePlanner(
                                page: page, environment: environment, theme: siteTheme, variant: variant, options: states,
                                engine: engine)
                            documents += planner.run()
                            reports += planner.reports
                        }
                    }
                    continue
                }
                let trees = pages.map { resolve($0, in: environment, on: sizes) }
                for (index, canvas) in sizes.enumerated() {
                    let variant = SiteVariant(colorScheme: scheme, canvas: canvas, dynamicTypeSize: textSize, localization: language)
                    for (page, pageTrees) in zip(pages, trees) {
                        documents += plan(page: page, tree: pageTrees[index], theme: siteTheme, variant: variant, engine: engine)
                    }
                }
            }
        }
        return SitePlan(
            themes: siteThemes,
            variants: variants,
            sources: pages.map { SourceInfo(id: Slug.make($0.id), title: $0.title, summary: $0.summary) },
            documents: documents, stateReports: reports, fonts: fonts, developmentLanguage: strings?.developmentLanguage ?? "en",
            engine: engine)
    }

    /// Sets `environment`'s strings, locale and pseudo-language for `localization`. Without
    /// strings or a localization nothing is set, so the screens are exactly as they always were.
    package static func localize(_ environment: inout EnvironmentValues, _ localization: SiteLocalization?, strings: LocalizedStrings?) {
        environment.localizedStrings = strings
        let development = strings?.developmentLanguage ?? "en"
        switch localization {
        case nil:
            // The default locale, en_US, is the development language's when it is English.
            if development != "en" && !development.hasPrefix("en-") { environment.locale = Locale(identifier: development) }
        case .locale:
            environment.locale = localization!.locale(developmentLanguage: development)
        case .pseudo(let pseudo):
            environment.locale = localization!.locale(developmentLanguage: development)
            environment.pseudoLanguage = pseudo
        }
    }

    /// `page`'s screen resolved for each of `canvases`, in their order: one tree serves them all,
    /// unless the screen read its canvas (`UIScreen.main.bounds`), when each canvas gets its own.
    @MainActor
    private static func resolve(_ page: SitePage, in environment: EnvironmentValues, on canvases: [RenderCanvas]) -> [ResolvedTree] {
        let first = ScreenCanvas(canvases[0].size)
        let tree = ScreenCanvas.$current.withValue(first) { page.makeView().resolved(in: environment) }
        guard first.wasRead else { return canvases.map { _ in tree } }
        return [tree] + canvases.dropFirst().map { canvas in
            ScreenCanvas.$current.withValue(ScreenCanvas(canvas.size)) { page.makeView().resolved(in: environment) }
        }
    }

    /// The pages of one registered page under one theme: its root screen, then each distinct
    /// destination reachable from it, breadth-first so names follow the order a reader meets links.
    static func plan(
        page: SitePage, tree: ResolvedTree, theme: SiteTheme, variant: SiteVariant = .standard,
        stateSuffix: String = "", engine: LayoutEngine = .standard
    ) -> [PlannedDocument] {
        let pageSlug = Slug.make(page.id)
        // Names here are page names without the variant's suffix; `document` adds it. A state's
        // pages carry its suffix (`__style-brinjal`) after the name they have in the first state.
        let rootName = pageSlug + stateSuffix
        // Keyed by value, so two links to equal screens share a page. That relies on a destination
        // equalling itself, which resolution guarantees by keeping NaN out of the tree
        // (`ResolvedLength`); what each page needs later travels with it in `order`, so the
        // table is only asked which destinations have a page.
        var names: [ResolvedDestination: String] = [:]
        var usedNames: Set<String> = [rootName]
        // A destination's navigation title is often the same on several screens (the plant app
        // titles its screens with the theme's name), so pages are titled by the path to them.
        var order: [(destination: ResolvedDestination, tree: ResolvedTree, name: String, title: String, parent: Parent, path: [Int])] = []
        // Each screen with its GeometryReaders' content filled in, so links there get pages too.
        let root = tree.fillingDeferredContent(in: variant.canvas, engine: engine)
        var queue: [(tree: ResolvedTree, parent: Parent, path: [Int])] = [
            (root, Parent(fileName: rootName, title: page.title), [])
        ]
        var head = 0
        while head < queue.count {
            let (current, parent, path) = queue[head]
            head += 1
            for (position, destination) in destinations(in: current.root).enumerated() where names[destination] == nil {
                // The number goes before the state's suffix: after it, the second screen of a
                // state `__x` would be `…__x-2`, the name of the first screen of state `__x-2`.
                let base = pageSlug + "--" + destination.pageName
                var name = base + stateSuffix
                var counter = 2
                while usedNames.contains(name) {
                    name = "\(base)-\(counter)" + stateSuffix
                    counter += 1
                }
                usedNames.insert(name)
                names[destination] = name
                let title = parent.title + " › " + destination.name
                let screen = destination.tree.fillingDeferredContent(in: variant.canvas, engine: engine)
                order.append((destination, screen, name, title, parent, path + [position]))
                queue.append((screen, Parent(fileName: name, title: title), path + [position]))
            }
        }

        // Links and the back link stay within the variant: a dark tablet page leads to dark tablet pages.
        func document(tree: ResolvedTree, pageName: String, title: String, summary: String, parent: Parent?) -> PlannedDocument {
            var links: [ResolvedDestination: String] = [:]
            for destination in destinations(in: tree.root) {
                links[destination] = names[destination].map { variant.fileName(page: $0) }
            }
            let fileName = variant.fileName(page: pageName)
            let variantParent = parent.map { Parent(fileName: variant.fileName(page: $0.fileName), title: $0.title) }
            return PlannedDocument(
                path: theme.slug + "/" + fileName, fileName: fileName, pageName: pageName, theme: theme,
                variant: variant, sourceID: pageSlug, title: title, summary: summary, tree: tree, links: links,
                parent: variantParent)
        }

        var result = [document(tree: root, pageName: rootName, title: page.title, summary: page.summary, parent: nil)]
        for (_, screen, name, title, parent, path) in order {
            var planned = document(tree: screen, pageName: name, title: title, summary: "", parent: parent)
            planned.navigationPath = path
            result.append(planned)
        }
        return result
    }

    /// The NavigationLink destinations anywhere in a screen, in document order, each once. Links
    /// inside a destination's own screen belong to that destination's page, not to this one.
    static func destinations(in root: ResolvedNode) -> [ResolvedDestination] {
        var found: [ResolvedDestination] = []
        var seen: Set<ResolvedDestination> = []
        var stack: [ResolvedNode] = [root]
        while let node = stack.popLast() {
            if case .navigationLink(let destination) = node.kind, seen.insert(destination).inserted {
                found.append(destination)
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }
}
