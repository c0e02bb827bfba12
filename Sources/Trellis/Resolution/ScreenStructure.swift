/// What a screen's content asks of the chrome around it: toolbar items, a search field, bar
/// looks, a presented sheet or alert, the tabs of a `TabView`. SwiftUI collects these as
/// preferences that flow up to the navigation stack or the window; Trellis records them on the
/// screen being resolved, in the same walk, and the container that owns the chrome reads them
/// when its content is done (NavigationStack for the bars, the screen's root for presentations).
struct ScreenStructure {
    var toolbarItems: [_ToolbarEntry] = []
    var barBackground: Color.Resolved?
    var bottomBarBackground: Color.Resolved?
    var tabBarBackground: Color.Resolved?
    var barColorScheme: ColorScheme?
    var hiddenBars: Set<ToolbarPlacement> = []
    var hidesBackButton = false
    var search: SearchFieldContent?
    /// The first presentation shown on the screen, drawn over everything (iOS shows one at a time).
    var presentation: ResolvedNode?
    /// How the presentation redraws the screen behind it (a large sheet shrinks it:
    /// SheetBackdrop.swift); nil leaves it as it is.
    var presentationBackdrop: (@MainActor (ResolvedNode) -> ResolvedNode)? = nil
    /// Set inside a sheet's content by `.presentationDetents`.
    var detents: Set<PresentationDetent>?
    var dragIndicator: Visibility?
    /// `.presentationCornerRadius` and `.presentationBackground` of a sheet's content.
    var presentationCornerRadius: CGFloat?
    var presentationBackground: AnyShapeStyle?
    /// `.presentationBackground { … }`'s view, drawn behind the sheet's content instead.
    var presentationBackgroundView: AnyView?
    /// The tabs of the `TabView` whose content is being resolved on this screen.
    var tabs: TabCollector?
    /// A `.badge` inside a tab's content, for its item.
    var tabBadge: String?
    /// A `.preferredColorScheme` inside the screen's content: iOS applies it to the whole window,
    /// so the navigation bar above the content takes it too (ScreenBars.swift).
    var preferredColorScheme: ColorScheme?
}

/// A search field's content: the bound text, or the prompt when it is empty.
struct SearchFieldContent {
    var text: String
    var prompt: String
}

/// A view standing for nodes resolved later, in the context where it is placed; lets chrome be
/// composed from ordinary views around content resolved elsewhere.
struct _Deferred: View {
    typealias Body = Never
    let resolver: @MainActor (_ResolveContext) -> [ResolvedNode]

    init(_ resolver: @escaping @MainActor (_ResolveContext) -> [ResolvedNode]) {
        self.resolver = resolver
    }

    init(nodes: [ResolvedNode]) {
        resolver = { _ in nodes }
    }

    static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        view.resolver(context)
    }
}

extension _ResolveContext {
    /// A copy that records into a screen of its own: the part resolved with it (a tab, a sheet)
    /// keeps its title, bars and presentations apart from the screen around it.
    func onScreen(_ screen: ScreenRecorder) -> _ResolveContext {
        var copy = self
        copy.screen = screen
        return copy
    }
}

extension ScreenRecorder {
    /// Passes what an inner screen (a navigation stack's, a tab's) asked of the whole screen up
    /// to this one: its title, if this has none, and its presentation.
    func adopt(_ inner: ScreenRecorder) {
        if title == nil { title = inner.title }
        if structure.presentation == nil {
            structure.presentation = inner.structure.presentation
            structure.presentationBackdrop = inner.structure.presentationBackdrop
        }
        if inner.structure.hiddenBars.contains(.tabBar) { structure.hiddenBars.insert(.tabBar) }
        if structure.tabBarBackground == nil { structure.tabBarBackground = inner.structure.tabBarBackground }
        if structure.tabBadge == nil { structure.tabBadge = inner.structure.tabBadge }
    }

    /// `root` with the screen's presentation, if one is shown, over it.
    func presenting(over root: ResolvedNode) -> ResolvedNode {
        guard let presentation = structure.presentation else { return root }
        let layer = ResolvedNode(.barSlot(.presentation), children: [presentation])
        let behind = structure.presentationBackdrop?(root) ?? root
        return ResolvedNode(.stack(ResolvedStack(axis: nil, alignment: .center, spacing: 0)), children: [behind, layer])
    }
}

extension ResolvedNode {
    /// The node's texts in order, for chrome that redraws a label its own way (an alert's buttons,
    /// a tab item).
    var texts: [String] {
        var found: [String] = []
        collect { node in if case .text(let text) = node.kind { found.append(text.string) } }
        return found
    }

    /// The first symbol's name in the subtree.
    var firstSymbolName: String? {
        var found: String?
        collect { node in if found == nil, case .image(let image) = node.kind { found = image.systemName } }
        return found
    }

    private func collect(_ visit: (ResolvedNode) -> Void) {
        var pending = [self]
        while let node = pending.popLast() {
            visit(node)
            pending.append(contentsOf: node.children.reversed())
        }
    }
}
