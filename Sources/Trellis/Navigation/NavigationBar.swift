/// A navigation stack's chrome from what its screen recorded: the bar with its toolbar items and
/// search field, and the bottom bar. Each part is ordinary nodes in a `.barSlot`, so the bar's
/// layout rule places the slots and everything inside is laid out, drawn and measured as usual.
extension ResolvedNavigationBar {
    /// The stack node: the bar (unless hidden), the content, then the bottom bar if it has items.
    @MainActor
    func stack(content: ResolvedNode, structure: ScreenStructure, in context: _ResolveContext) -> ResolvedNode {
        var bar = self
        if let scheme = structure.preferredColorScheme, scheme != context.environment.colorScheme {
            bar.adoptColors(of: scheme, in: context.environment)
        }
        if let background = structure.barBackground {
            bar.background = background
        } else if context.environment.theme.colors.navigationBar == nil, case .list(let list) = content.kind, list.background.opacity == 1 {
            // iOS's own bar has no fill at the top of a screen: a list's background shows through.
            bar.background = list.background
        }
        if structure.barColorScheme == .dark { bar.titleColor = Color.Resolved(rgb: 0xFFFFFF) }
        if structure.barColorScheme == .light { bar.titleColor = Color.Resolved(rgb: 0x000000) }
        if structure.hidesBackButton { bar.backTitle = nil }
        var children: [ResolvedNode] = []
        if !structure.hiddenBars.contains(.navigationBar) {
            children.append(bar.node(items: structure.toolbarItems, search: structure.search, in: context))
        }
        children.append(content)
        let bottomItems = structure.toolbarItems.filter { $0.slot == .bottom || $0.slot == .status }
        if !bottomItems.isEmpty, !structure.hiddenBars.contains(.bottomBar) {
            children.append(bar.bottomBar(bottomItems, background: structure.bottomBarBackground, in: context))
        }
        return ResolvedNode(.navigationStack(bar), children: children)
    }

    /// The bar's children in the order the layout rule reads them: back button, leading items,
    /// title, principal item, trailing items, search field. A principal item takes the inline
    /// title's place.
    @MainActor
    func node(items: [_ToolbarEntry], search: SearchFieldContent?, in context: _ResolveContext) -> ResolvedNode {
        let principal = Self.group(items, .principal)
        var base = self
        if principal != nil, titleDisplayMode == .inline { base.title = nil }
        var parts = base.node.children
        let titleIndex = parts.firstIndex { if case .text = $0.kind { true } else { false } } ?? parts.endIndex
        if let leading = Self.group(items, .leading) {
            parts.insert(ResolvedNode(.barSlot(.leading), children: [leading]), at: titleIndex)
        }
        if let principal { parts.append(ResolvedNode(.barSlot(.principal), children: [principal])) }
        if let trailing = Self.group(items, .trailing) {
            parts.append(ResolvedNode(.barSlot(.trailing), children: [trailing]))
        }
        if let search {
            parts.append(ResolvedNode(.barSlot(.search), children: [searchField(search, in: context)]))
        }
        return ResolvedNode(.navigationBar(self), children: parts)
    }

    /// Spacing between the items of one bar slot.
    static let itemSpacing: CGFloat = 16

    static func group(_ items: [_ToolbarEntry], _ slot: ToolbarItemPlacement.Slot) -> ResolvedNode? {
        let nodes = items.filter { $0.slot == slot }.flatMap(\.nodes)
        guard !nodes.isEmpty else { return nil }
        if nodes.count == 1 { return nodes[0] }
        return ResolvedNode(.stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: itemSpacing)), children: nodes)
    }

    /// iOS's search field: a 36-point rounded field in the tertiary fill, a magnifying glass, and
    /// the text or, while it is empty, the prompt in the placeholder gray.
    @MainActor
    func searchField(_ search: SearchFieldContent, in context: _ResolveContext) -> ResolvedNode {
        let dark = context.environment.colorScheme == .dark
        let placeholder = Color(SemanticColor.secondaryLabel.value(dark: dark))
        let isEmpty = search.text.isEmpty
        let field = HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundStyle(placeholder)
            Text(verbatim: isEmpty ? search.prompt : search.text)
                .foregroundStyle(isEmpty ? placeholder : Color(titleColor))
                .lineLimit(1)
            Spacer(minLength: 0)
        }
        .font(.body)
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(Color(SemanticColor.tertiarySystemFill.value(dark: dark)), in: RoundedRectangle(cornerRadius: 10))
        return context.resolveSingle(field)
    }

    /// The 49-point bottom bar: the bar's background with its hairline on top, the items from
    /// the leading edge 16 points in, and `.status` items in the middle.
    @MainActor
    func bottomBar(_ items: [_ToolbarEntry], background: Color.Resolved?, in context: _ResolveContext) -> ResolvedNode {
        let leading = items.filter { $0.slot == .bottom }.flatMap(\.nodes)
        let status = items.filter { $0.slot == .status }.flatMap(\.nodes)
        let bar = HStack(spacing: Self.itemSpacing) {
            _Deferred(nodes: leading)
            Spacer(minLength: 0)
            _Deferred(nodes: status)
            if !status.isEmpty { Spacer(minLength: 0) }
        }
        .padding(.horizontal, 16)
        .frame(height: 49)
        .frame(maxWidth: .infinity)
        .background(Color(background ?? self.background))
        .overlay(alignment: .top) { Color(separator).frame(height: 1) }
        return ResolvedNode(.barSlot(.bottom), children: [context.resolveSingle(bar)])
    }
}

extension ResolvedNavigationBar {
    /// Redraws the bar in `scheme`: a `.preferredColorScheme` in the content is the window's
    /// preference on iOS, so the bar above it changes with it, not only the content.
    mutating func adoptColors(of scheme: ColorScheme, in environment: EnvironmentValues) {
        var preferred = environment
        preferred.colorScheme = scheme
        let themed = ResolvedNavigationBar.themed(in: preferred)
        background = themed.background
        titleColor = themed.titleColor
        tint = themed.tint
        separator = themed.separator
    }
}
