import Trellis
import TrellisLayout
import TrellisRender

/// How far a render follows the states a screen's controls reach (`--states`, `--state-depth`,
/// `--state-pages`).
public struct StateOptions: Hashable, Sendable {
    /// Which controls lead to pages of their states: none, the controls, or the controls and the
    /// buttons whose actions change the screen.
    public var mode: StateVariantMode
    /// How many controls deep a variant may be: 1 renders each control's states of the first
    /// screen, 2 (the default) also those reached from them.
    public var depth: Int
    /// The most pages one registered page may have under one theme and variant, its first state's
    /// pages included; a control whose state would pass it leads nowhere. It also bounds the work:
    /// at most `resolutionsPerPage` times as many screens are resolved to find where controls
    /// lead, and a control not yet followed when they run out leads nowhere.
    public var pageLimit: Int

    /// How many screens may be resolved per page of `pageLimit` while following controls: a
    /// link is followed by resolving the whole screen again, so without a bound a screen of k
    /// controls would cost k times its size per page.
    public static let resolutionsPerPage = 8

    /// Creates state options; the defaults follow the controls two deep, up to 64 pages per page.
    ///
    /// - Parameters:
    ///   - mode: Which controls lead to pages of their states.
    ///   - depth: How many controls deep a state may be.
    ///   - pageLimit: The most pages one registered page may have under one theme and variant.
    public init(mode: StateVariantMode = .controls, depth: Int = 2, pageLimit: Int = 64) {
        self.mode = mode
        self.depth = depth
        self.pageLimit = pageLimit
    }
}

/// Renders the states a page's controls lead to, breadth-first from the state it starts in.
///
/// A state is the list of alternatives run from the start (set a binding, run an action). To
/// render one, the planner runs them under a `StateJournal`, resolves the page's view again with
/// the same `StateStore` (so the views keep their state, as in SwiftUI), and then undoes every
/// journaled write, so each state starts from the first and the app's objects end as they began.
/// A state's pages are planned as the first state's are (root, then destinations), named with
/// the state's suffix; a page equal to one already planned is not written again, and links to
/// it lead to the one planned first.
@MainActor
struct StatePlanner {
    let page: SitePage
    let environment: EnvironmentValues
    let theme: SitePlan.SiteTheme
    let variant: SiteVariant
    let options: StateOptions
    /// The plan's engine, which fills in each state's GeometryReaders as the first state's.
    let engine: LayoutEngine
    private(set) var reports: [String] = []

    private struct PlannedState {
        var actions: [StateAlternative]
        /// The controls' options that lead here, joined: `style-brinjal__show-details-on`; nil first.
        var name: String?
        /// The option each control was set to on the way here, by control key: the name, in key
        /// order, so two orders of the same clicks share one name, whatever state the theme starts in.
        var settings: [String: String] = [:]
        var depth: Int
        var tree: ResolvedTree
        var alternatives: [String: StateAlternative]
        /// Indices into `documents` of this state's pages.
        var documents: [Int]
    }

    private let view: AnyView
    private let store: StateStore
    private var states: [PlannedState] = []
    private var documents: [SitePlan.PlannedDocument] = []
    /// The file each planned screen was written as, to link equal screens to one page.
    private var fileByTree: [ResolvedTree: String] = [:]
    private var usedSuffixes: Set<String> = [""]
    /// The actions already named for unowned writes, so each is named once per page.
    private var reported: Set<String> = []
    /// Per document, the href of each of its state links, by key.
    private var hrefs: [[String: String]] = []
    /// Screens left to resolve (StateOptions.resolutionsPerPage).
    private var resolutionsLeft: Int
    /// Every planned state's `settings`, to tell without resolving whether a link can lead to one.
    private var plannedSettings: Set<[String: String]> = []

    init(
        page: SitePage, environment: EnvironmentValues, theme: SitePlan.SiteTheme, variant: SiteVariant, options: StateOptions,
        engine: LayoutEngine
    ) {
        self.page = page
        self.engine = engine
        self.environment = environment
        self.theme = theme
        self.variant = variant
        self.options = options
        view = page.makeView()
        store = StateStore(mode: options.mode)
        resolutionsLeft = max(options.pageLimit, 1) * StateOptions.resolutionsPerPage
    }

    mutating func run() -> [SitePlan.PlannedDocument] {
        let first = ScreenCanvas.$current.withValue(ScreenCanvas(variant.canvas.size)) { view.resolved(in: environment, states: store) }
        addState(actions: [], depth: 0, tree: first, alternatives: store.alternatives, suffix: "", name: nil)
        var head = 0
        while head < states.count {
            let state = states[head]
            for documentIndex in state.documents {
                for link in Self.stateLinks(in: documents[documentIndex].tree.root) {
                    guard hrefs[documentIndex][link.key] == nil, let alternative = state.alternatives[link.key] else { continue }
                    if let href = target(of: link, alternative: alternative, from: head, document: documentIndex) {
                        hrefs[documentIndex][link.key] = href
                    }
                }
            }
            head += 1
        }
        for index in documents.indices where !hrefs[index].isEmpty {
            documents[index].tree.root = documents[index].tree.root.fillingStateLinks(hrefs[index])
        }
        return documents
    }

    /// Resolves the state `actions` lead to, then puts every journaled value back.
    private func resolve(_ actions: [StateAlternative]) -> (ResolvedTree, [String: StateAlternative]) {
        StateJournal().recording {
            for action in actions { action.apply() }
            // Each state is planned per canvas, so `UIScreen.main.bounds` reads this planner's.
            let tree = ScreenCanvas.$current.withValue(ScreenCanvas(variant.canvas.size)) { view.resolved(in: environment, states: store) }
            return (tree, store.alternatives)
        }
    }

    /// The href of the page `link` (on document `documentIndex` of state `stateIndex`) leads to,
    /// planning that state when it is new and within the limits.
    private mutating func target(of link: ResolvedStateLink, alternative: StateAlternative, from stateIndex: Int, document documentIndex: Int) -> String? {
        let state = states[stateIndex]
        let actions = state.actions + [alternative]
        let control = String(link.key.prefix { $0 != ":" })
        var settings = state.settings
        settings[control] = link.name
        // Once no new page can follow from here (the depth or the page cap is reached), a link
        // can only lead to a page already planned. Setting a control not set on the way here
        // reaches one only as another order of the same settings, so any other such link leads
        // nowhere without resolving the screen again: else every link of every page would cost
        // a resolution of the whole screen. A control set on the way here may lead back to a
        // page before (its other option, or its first), so it is resolved and compared.
        if !alternative.runsAction, state.depth >= options.depth || documents.count >= options.pageLimit,
           state.settings[control] == nil, !plannedSettings.contains(settings) {
            return nil
        }
        guard resolutionsLeft >= (alternative.runsAction ? 2 : 1) else { return nil }
        resolutionsLeft -= alternative.runsAction ? 2 : 1
        let (tree, alternatives) = resolve(actions)
        if alternative.runsAction {
            // What the journal could not undo shows as a screen that differs from its state.
            let (again, _) = resolve(state.actions)
            if again != state.tree, reported.insert(alternative.description).inserted {
                reports.append(
                    "\(alternative.description) on page '\(documents[documentIndex].path)' wrote state Trellis does not own "
                        + "(a plain class's property or an @Observable model); it was not restored, so pages rendered after it may show it")
            }
        }
        let path = documents[documentIndex].navigationPath
        guard let screen = Self.screen(at: path, in: tree, canvas: variant.canvas, engine: engine) else { return nil }
        if screen == documents[documentIndex].tree { return nil }
        if let file = fileByTree[screen] { return file }
        guard state.depth < options.depth else { return nil }
        let words = settings.sorted { $0.key < $1.key }.map(\.value).joined(separator: "__")
        let suffix = uniqueSuffix("__" + words)
        let name = String(suffix.dropFirst(2))
        let planned = SitePlan.plan(page: page, tree: tree, theme: theme, variant: variant, stateSuffix: suffix, engine: engine)
        let newPages = planned.filter { fileByTree[$0.tree] == nil }
        guard documents.count + newPages.count <= options.pageLimit else {
            usedSuffixes.remove(suffix)
            return nil
        }
        addState(
            actions: actions, depth: state.depth + 1, tree: tree, alternatives: alternatives, suffix: suffix, name: name,
            settings: settings, planned: planned)
        return fileByTree[screen]
    }

    private mutating func uniqueSuffix(_ base: String) -> String {
        var suffix = base
        var counter = 2
        while usedSuffixes.contains(suffix) {
            suffix = base + "-" + String(counter)
            counter += 1
        }
        usedSuffixes.insert(suffix)
        return suffix
    }

    /// Adds a state's pages, leaving out each one equal to a page planned before and pointing the
    /// links to it (destinations and back links) at that page instead.
    private mutating func addState(
        actions: [StateAlternative], depth: Int, tree: ResolvedTree, alternatives: [String: StateAlternative],
        suffix: String, name: String?, settings: [String: String] = [:], planned: [SitePlan.PlannedDocument]? = nil
    ) {
        let pages = planned ?? SitePlan.plan(page: page, tree: tree, theme: theme, variant: variant, stateSuffix: suffix, engine: engine)
        var redirects: [String: String] = [:]
        var kept: [SitePlan.PlannedDocument] = []
        for var document in pages {
            if let existing = fileByTree[document.tree] {
                redirects[document.fileName] = existing
                continue
            }
            document.stateName = name
            fileByTree[document.tree] = document.fileName
            kept.append(document)
        }
        var indices: [Int] = []
        for var document in kept {
            if !redirects.isEmpty {
                document.links = document.links.mapValues { redirects[$0] ?? $0 }
                if let parent = document.parent, let moved = redirects[parent.fileName] {
                    document.parent = SitePlan.Parent(fileName: moved, title: parent.title)
                }
            }
            indices.append(documents.count)
            documents.append(document)
            hrefs.append([:])
        }
        states.append(PlannedState(actions: actions, name: name, settings: settings, depth: depth, tree: tree, alternatives: alternatives, documents: indices))
        plannedSettings.insert(settings)
    }

    /// The screen reached from `tree`'s root by following the destinations at `path`.
    static func screen(at path: [Int], in tree: ResolvedTree, canvas: RenderCanvas, engine: LayoutEngine) -> ResolvedTree? {
        var current = tree.fillingDeferredContent(in: canvas, engine: engine)
        for position in path {
            let destinations = SitePlan.destinations(in: current.root)
            guard position < destinations.count else { return nil }
            current = destinations[position].tree.fillingDeferredContent(in: canvas, engine: engine)
        }
        return current
    }

    /// The state links of a screen, in document order (not those of its destinations' screens).
    static func stateLinks(in root: ResolvedNode) -> [ResolvedStateLink] {
        var found: [ResolvedStateLink] = []
        var stack: [ResolvedNode] = [root]
        while let node = stack.popLast() {
            if case .stateLink(let link) = node.kind { found.append(link) }
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }
}

extension ResolvedNode {
    /// The same subtree with each state link's href set from `hrefs` (by key).
    func fillingStateLinks(_ hrefs: [String: String]) -> ResolvedNode {
        var copy = self
        if case .stateLink(var link) = kind, let href = hrefs[link.key] {
            link.href = href
            copy.kind = .stateLink(link)
        }
        if !children.isEmpty {
            copy.children = children.map { $0.fillingStateLinks(hrefs) }
        }
        return copy
    }
}
