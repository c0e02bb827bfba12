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

    /// How many resolved nodes each page of `pageLimit` may hold on average: one registered page's
    /// pages together, its first state's included, hold at most `pageLimit` times as many
    /// (`nodeLimit`), and following its controls resolves at most `resolutionsPerPage` times
    /// that many nodes. Each state's page is a whole screen again, so a limit on pages alone
    /// lets a screen of k controls cost k times its size: a list of 100 rows whose labels each
    /// held a toggle made 64 copies of the whole list. With the limit in nodes, a screen of
    /// ordinary size keeps its 64 pages, a larger one gets as many as fit, and the work of
    /// following controls stays within a fixed bound whatever the screen's size.
    public static let nodesPerPage = 2_000

    /// The most resolved nodes one registered page's pages may hold together under one theme and
    /// variant: `pageLimit` times `nodesPerPage`. Controls are followed in the order their pages
    /// are planned (the first screen's first, in document order), and a control whose state's new
    /// pages would pass the limit leads nowhere, as one past `pageLimit` does.
    public var nodeLimit: Int { max(pageLimit, 1) * Self.nodesPerPage }

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
        /// The nodes of `tree`, its destinations' screens included: what each resolution from this
        /// state is counted as.
        var nodes: Int
        var alternatives: [String: StateAlternative]
        /// Indices into `documents` of this state's pages.
        var documents: [Int]
    }

    private let view: AnyView
    private let store: StateStore
    private var states: [PlannedState] = []
    private var documents: [SitePlan.PlannedDocument] = []
    /// The file each planned screen was written as, to link equal screens to one page.
    private var fileByTree: [ScreenKey: String] = [:]
    private var usedSuffixes: Set<String> = [""]
    /// The actions already named for unowned writes, so each is named once per page.
    private var reported: Set<String> = []
    /// Per document, the href of each of its state links, by key.
    private var hrefs: [[String: String]] = []
    /// Per document, the keys whose links were followed: links with one key are one control
    /// (a view repeated, say, by a `ForEach` of readers), so they lead to one page, and following
    /// each again would resolve the same state once per link.
    private var followed: [Set<String>] = []
    /// Screens left to resolve (StateOptions.resolutionsPerPage).
    private var resolutionsLeft: Int
    /// Nodes left to resolve: each resolution counts as the nodes of the state it starts from
    /// (StateOptions.nodesPerPage).
    private var resolvedNodesLeft: Int
    /// The nodes of each planned document's screen, and of all of them (StateOptions.nodeLimit).
    private var documentNodes: [Int] = []
    private var plannedNodes = 0
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
        resolvedNodesLeft = options.nodeLimit * StateOptions.resolutionsPerPage
    }

    mutating func run() -> [SitePlan.PlannedDocument] {
        let first = ScreenCanvas.$current.withValue(ScreenCanvas(variant.canvas.size)) { view.resolved(in: environment, states: store) }
            .fillingDeferredContent(in: variant.canvas, engine: engine)
        addState(actions: [], depth: 0, tree: first, alternatives: store.alternatives, suffix: "", name: nil)
        var head = 0
        while head < states.count {
            let state = states[head]
            for documentIndex in state.documents {
                for link in Self.stateLinks(in: documents[documentIndex].tree.root) {
                    guard followed[documentIndex].insert(link.key).inserted, let alternative = state.alternatives[link.key] else { continue }
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
            // A GeometryReader's content is resolved when layout gives it a frame: laid out here,
            // while the state's writes are in force, it shows them (a toggle in it, set), and
            // its controls are among the state's alternatives. Laid out after the journal put
            // the values back, every state of it showed the first.
            let screen = tree.fillingDeferredContent(in: variant.canvas, engine: engine)
            return (screen, store.alternatives)
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
        // page before (its other option, or its first), so it is resolved and compared. The
        // pages are full when no more may be planned, or when what is planned leaves no room
        // for another page the size of this one.
        let full = documents.count >= options.pageLimit || plannedNodes + documentNodes[documentIndex] > options.nodeLimit
        if !alternative.runsAction, state.depth >= options.depth || full,
           state.settings[control] == nil, !plannedSettings.contains(settings) {
            return nil
        }
        let resolutions = alternative.runsAction ? 2 : 1
        guard resolutionsLeft >= resolutions, resolvedNodesLeft >= resolutions * state.nodes else { return nil }
        resolutionsLeft -= resolutions
        resolvedNodesLeft -= resolutions * state.nodes
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
        let screenKey = ScreenKey(screen)
        if let file = fileByTree[screenKey] { return file }
        guard state.depth < options.depth else { return nil }
        let words = settings.sorted { $0.key < $1.key }.map(\.value).joined(separator: "__")
        let suffix = uniqueSuffix("__" + words)
        let name = String(suffix.dropFirst(2))
        let planned = SitePlan.plan(page: page, tree: tree, theme: theme, variant: variant, stateSuffix: suffix, engine: engine)
            .map(PlannedPage.init)
        let newPages = planned.filter { fileByTree[$0.key] == nil }
        let newNodes = newPages.reduce(0) { $0 + $1.nodes }
        guard documents.count + newPages.count <= options.pageLimit, plannedNodes + newNodes <= options.nodeLimit else {
            usedSuffixes.remove(suffix)
            return nil
        }
        addState(
            actions: actions, depth: state.depth + 1, tree: tree, alternatives: alternatives, suffix: suffix, name: name,
            settings: settings, planned: planned)
        return fileByTree[screenKey]
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
        suffix: String, name: String?, settings: [String: String] = [:], planned: [PlannedPage]? = nil
    ) {
        let pages = planned
            ?? SitePlan.plan(page: page, tree: tree, theme: theme, variant: variant, stateSuffix: suffix, engine: engine).map(PlannedPage.init)
        var redirects: [String: String] = [:]
        var kept: [PlannedPage] = []
        for var candidate in pages {
            if let existing = fileByTree[candidate.key] {
                redirects[candidate.document.fileName] = existing
                continue
            }
            candidate.document.stateName = name
            fileByTree[candidate.key] = candidate.document.fileName
            kept.append(candidate)
        }
        var indices: [Int] = []
        for candidate in kept {
            var document = candidate.document
            if !redirects.isEmpty {
                document.links = document.links.mapValues { redirects[$0] ?? $0 }
                if let parent = document.parent, let moved = redirects[parent.fileName] {
                    document.parent = SitePlan.Parent(fileName: moved, title: parent.title)
                }
            }
            indices.append(documents.count)
            documentNodes.append(candidate.nodes)
            plannedNodes += candidate.nodes
            documents.append(document)
            hrefs.append([:])
            followed.append([])
        }
        states.append(PlannedState(
            actions: actions, name: name, settings: settings, depth: depth, tree: tree,
            nodes: tree.root.subtree(includingDestinations: true).count, alternatives: alternatives, documents: indices))
        plannedSettings.insert(settings)
    }

    /// A planned page with what the planner asks of its screen worked out once: the screen's hash
    /// and its nodes each walk the whole tree (the hash its destinations' screens too), and a
    /// page is looked up several times while its state is planned.
    struct PlannedPage {
        var document: SitePlan.PlannedDocument
        let key: ScreenKey
        /// The nodes of the page's own screen (StateOptions.nodeLimit).
        let nodes: Int

        init(_ document: SitePlan.PlannedDocument) {
            self.document = document
            key = ScreenKey(document.tree)
            nodes = document.tree.root.subtree().count
        }
    }

    /// A screen as a dictionary key, hashed once.
    struct ScreenKey: Hashable {
        let tree: ResolvedTree
        private let hash: Int

        init(_ tree: ResolvedTree) {
            self.tree = tree
            hash = tree.hashValue
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }

        static func == (a: ScreenKey, b: ScreenKey) -> Bool {
            a.hash == b.hash && a.tree == b.tree
        }
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
