/// What a view sees while it is being resolved: the environment in force at its position, and the
/// screen it belongs to.
///
/// Contexts are values and flow strictly downwards: a child gets a copy, never a way back to its
/// parent. The only shared part is the screen recorder, which collects per-screen facts (the
/// navigation title) in the same walk, the way SwiftUI's navigation preferences do.
@MainActor
public struct _ResolveContext {
    public internal(set) var environment: EnvironmentValues
    /// Replaced only where a part of the screen is resolved for a screen of its own (a tab, a
    /// presented sheet), which keeps its title and bars apart from the screen around it.
    var screen: ScreenRecorder
    /// The rarely changing rest, behind one reference: the context is copied at every level of
    /// the walk, and keeping it to a few words keeps deep trees within the thread's stack.
    private var scope = Scope()
    /// The composite view being resolved, whose place in the tree names its state (`StateStore`).
    var stateFrame: StateFrame
    /// How many bodies and type-erased views enclose this one (`ResolvedTree.maximumNesting`).
    var nesting = 0

    init(environment: EnvironmentValues, screen: ScreenRecorder, stateFrame: StateFrame? = nil, nesting: Int = 0) {
        self.environment = environment
        self.screen = screen
        self.stateFrame = stateFrame ?? StateFrame(store: StateStore())
        self.nesting = nesting
    }

    /// A copy one level deeper, or nil past `ResolvedTree.maximumNesting` (noted on the store,
    /// which the resolution's tree reports).
    func nested() -> _ResolveContext? {
        guard nesting < ResolvedTree.maximumNesting else {
            stateFrame.store.exceededNesting = true
            return nil
        }
        var copy = self
        copy.nesting += 1
        return copy
    }

    /// Inside `List`, so that `Section` and rows resolve into list structure.
    var listDepth: Int {
        get { scope.listDepth }
        set { if newValue != scope.listDepth { scope = scope.copy { $0.listDepth = newValue } } }
    }

    /// Inside a `Picker`, so that `.tag` can mark the selected option.
    var isInPicker: Bool {
        get { scope.isInPicker }
        set { if newValue != scope.isInPicker { scope = scope.copy { $0.isInPicker = newValue } } }
    }

    /// Inside a picker that draws only its selected option (the menu and navigation-link
    /// styles), so that options it would drop are not resolved: their cost is the whole option,
    /// however little of it a page keeps.
    var drawsSelectedOptionOnly: Bool {
        get { scope.drawsSelectedOptionOnly }
        set { if newValue != scope.drawsSelectedOptionOnly { scope = scope.copy { $0.drawsSelectedOptionOnly = newValue } } }
    }

    /// The views of a list `Section`, each of which becomes a row: a DisclosureGroup there
    /// writes its label and its content as rows of their own.
    var isListSectionContent: Bool {
        get { scope.isListSectionContent }
        set { if newValue != scope.isListSectionContent { scope = scope.copy { $0.isListSectionContent = newValue } } }
    }

    var pickerSelection: AnyHashable? {
        get { scope.pickerSelection }
        set { scope = scope.copy { $0.pickerSelection = newValue } }
    }

    /// The navigation bar of the enclosing `NavigationStack`, for destination screens.
    var navigation: NavigationChrome? {
        get { scope.navigation }
        set { scope = scope.copy { $0.navigation = newValue } }
    }

    /// How many links deep this screen is; destinations past the limit are drawn as plain labels,
    /// which keeps a screen that links to itself finite.
    var destinationDepth: Int {
        get { scope.destinationDepth }
        set { scope = scope.copy { $0.destinationDepth = newValue } }
    }

    static let maximumDestinationDepth = 8

    private final class Scope {
        var listDepth = 0
        var isInPicker = false
        var drawsSelectedOptionOnly = false
        var isListSectionContent = false
        var pickerSelection: AnyHashable?
        var navigation: NavigationChrome?
        var destinationDepth = 0

        /// Scopes are shared between contexts, so a change makes a new one.
        func copy(_ change: (Scope) -> Void) -> Scope {
            let copy = Scope()
            copy.listDepth = listDepth
            copy.isInPicker = isInPicker
            copy.drawsSelectedOptionOnly = drawsSelectedOptionOnly
            copy.isListSectionContent = isListSectionContent
            copy.pickerSelection = pickerSelection
            copy.navigation = navigation
            copy.destinationDepth = destinationDepth
            change(copy)
            return copy
        }
    }

    /// Runs `body` with `environment` as the one `@Environment` reads, as SwiftUI does while it
    /// evaluates a body. The previous value is restored, so nesting is safe.
    public func evaluate<T>(_ body: () -> T) -> T {
        let saved = EnvironmentValues.current
        EnvironmentValues.current = environment
        defer { EnvironmentValues.current = saved }
        return body()
    }

    /// `evaluate` for the body of `view`, which an error about a missing environment object names.
    func evaluate<T>(bodyOf view: Any.Type, _ body: () -> T) -> T {
        let saved = EnvironmentValues.evaluatingView
        EnvironmentValues.evaluatingView = view
        defer { EnvironmentValues.evaluatingView = saved }
        return evaluate(body)
    }

    /// A copy with one environment change applied.
    public func modifyingEnvironment(_ transform: (inout EnvironmentValues) -> Void) -> _ResolveContext {
        var copy = self
        transform(&copy.environment)
        return copy
    }

    /// Resolves a child view in this context.
    public func resolveChild<V: View>(_ child: V) -> [ResolvedNode] {
        V._resolve(child, in: self)
    }

    /// Resolves a child that must be a single node (the content of a wrapper). Several nodes are
    /// stacked vertically, as SwiftUI does for a multi-view modifier content in a plain container.
    func resolveSingle<V: View>(_ child: V) -> ResolvedNode {
        let nodes = V._resolve(child, in: self)
        if nodes.count == 1 { return nodes[0] }
        return ResolvedNode(.stack(.init(axis: .vertical, alignment: .center, spacing: Spacing.standard)), children: nodes)
    }
}

/// Per-screen facts gathered while a screen's content is resolved.
@MainActor
final class ScreenRecorder {
    var title: String?
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
    /// Toolbar items, search field, presentations and tabs (ScreenStructure.swift).
    var structure = ScreenStructure()

    init() {}
}

/// The navigation bar look of an enclosing `NavigationStack`, handed to destination screens.
struct NavigationChrome {
    var bar: ResolvedNavigationBar
    var parentTitle: String?
    /// The mode a screen pushed from here takes when its own is `.automatic` (UIKit's
    /// `largeTitleDisplayMode = .automatic`): the previous screen's, large at the root.
    var inheritedTitleDisplayMode: NavigationBarItem.TitleDisplayMode = .large
}

enum Spacing {
    /// SwiftUI's default distance between adjacent views.
    static let standard: CGFloat = 8
}
