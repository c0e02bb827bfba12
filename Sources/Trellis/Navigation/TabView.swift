/// A view that shows one of several screens, chosen from a bar of tabs.
///
/// A page shows the selected tab (the one whose tag equals the selection, or
/// the first) above iOS's tab bar: 49 points on the bar's background with a hairline on top,
/// one item per tab, a 24-point symbol over a 10-point label, the selected one in the tint.
///
/// Each tab is resolved as a screen of its own; only the selected one's title and presentation
/// reach the screen. Tabs are matched to their `.tabItem` labels in the order written.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selectionBinding: Binding<SelectionValue>?
    let content: Content

    /// Creates a tab view that shows the tab its binding selects.
    ///
    /// - Parameters:
    ///   - selection: The binding to the selected tab's tag; `nil` (or a value no tab has) shows
    ///     the first tab. With `--states controls` each other tab's item links to the page rendered
    ///     with it selected.
    ///   - content: A view builder that creates the tabs, each with a `tabItem(_:)` (and a
    ///     `tag(_:)`) or written as a ``Tab``.
    public init(selection: Binding<SelectionValue>?, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.selectionBinding = selection
        self.content = content()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let tabs = TabCollector()
        let saved = context.screen.structure.tabs
        context.screen.structure.tabs = tabs
        // Without a selection the tab view keeps its own (the first tab at first), by its place.
        let control = context.followsStates(runningActions: false) ? context.nextControlKey("tabview") : nil
        let ownTab = view.selectionBinding == nil ? control.map { context.stateFrame.store.cell($0 + ".tab", initial: 0) } : nil
        var inner = context
        inner.listDepth = 0
        inner.isInPicker = true
        inner.drawsSelectedOptionOnly = false
        inner.pickerSelection = view.selectionBinding.map { AnyHashable($0.wrappedValue) }
        let (nodes, tags) = PickerTags.collecting { Content._resolve(view.content, in: inner) }
        context.screen.structure.tabs = saved
        guard let control else { return [tabs.screen(nodes, in: context)] }
        let binding = view.selectionBinding
        let values: [SelectionValue]? = tags.count == nodes.count ? tags.compactMap { $0.base as? SelectionValue } : nil
        return [tabs.screen(nodes, in: context, selectedIndex: ownTab?.value) { index, title, item in
            let apply: @MainActor () -> Void
            if let ownTab {
                apply = { ownTab.write(index) }
            } else if let binding, let values, values.count == nodes.count {
                let value = values[index]
                apply = { binding.wrappedValue = value }
            } else {
                return item
            }
            return context.linkingState(
                item, control: control, label: "tab", option: title.isEmpty ? String(index) : title, role: .tab,
                description: "Tab \"\(title)\"", apply: apply)
        }]
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that keeps its own selection, the first tab at first.
    ///
    /// - Parameter content: A view builder that creates the tabs, each with a `tabItem(_:)` or
    ///   written as a ``Tab``.
    public init(@ViewBuilder content: () -> Content) {
        self.selectionBinding = nil
        self.content = content()
    }
}

/// The tabs a `TabView`'s content declared, in order, while it resolves.
@MainActor
final class TabCollector {
    struct Entry {
        var label: ResolvedNode
        var badge: String?
        var screen: ScreenRecorder
    }

    var entries: [Entry] = []
    /// A `.badge` written outside `.tabItem`, waiting for the item it belongs to.
    var pendingBadge: String?

    /// The selected tab's content above the tab bar.
    /// `selectedIndex` overrides the tagged selection (a tab view's own state); `linking` makes
    /// each other tab's item (index, title, item) the link to its tab.
    func screen(
        _ nodes: [ResolvedNode], in context: _ResolveContext, selectedIndex: Int? = nil,
        linking: (Int, String, ResolvedNode) -> ResolvedNode = { $2 }
    ) -> ResolvedNode {
        guard !nodes.isEmpty else { return ResolvedNode(.stack(ResolvedStack(axis: .vertical, alignment: .center, spacing: 0))) }
        let matched = nodes.count == entries.count
        var selected = 0
        var contents: [ResolvedNode] = []
        for node in nodes {
            if case .tagged = node.kind, let content = node.children.first {
                contents.append(content)
            } else {
                contents.append(node)
            }
        }
        if let first = nodes.firstIndex(where: { if case .tagged(true) = $0.kind { true } else { false } }) { selected = first }
        if let selectedIndex, nodes.indices.contains(selectedIndex) { selected = selectedIndex }
        if matched { context.screen.adopt(entries[selected].screen) }
        let structure = matched ? entries[selected].screen.structure : ScreenStructure()
        let content = contents[selected]
        switch context.environment.tabViewStyleKind {
        case .page(let showsIndex):
            return context.resolveSingle(PageIndicatorScreen(content: content, count: nodes.count, selected: selected, showsIndex: showsIndex))
        case .tabBar:
            break
        }
        guard !structure.hiddenBars.contains(.tabBar) else { return content }
        let items = nodes.indices.map { index in
            let item = tabItem(matched ? entries[index] : nil, isSelected: index == selected, in: context)
            return index == selected ? item : linking(index, matched ? entries[index].label.texts.first ?? "" : "", item)
        }
        let barColors = ResolvedNavigationBar.themed(in: context.environment)
        let bar = HStack(spacing: 0) { _Deferred(nodes: items) }
            .frame(height: 49)
            .frame(maxWidth: .infinity)
            .background(Color(structure.tabBarBackground ?? barColors.background))
            .overlay(alignment: .top) { Color(barColors.separator).frame(height: 1) }
        return context.resolveSingle(VStack(spacing: 0) {
            _Deferred(nodes: [content]).frame(maxWidth: .infinity, maxHeight: .infinity)
            bar
        })
    }

    /// One item: the label's symbol (24 points tall) and title (10-point medium) stacked, with
    /// the badge, a red capsule, over the symbol's top right.
    private func tabItem(_ entry: Entry?, isSelected: Bool, in context: _ResolveContext) -> ResolvedNode {
        let title = entry?.label.texts.first ?? ""
        let symbol = entry?.label.firstSymbolName
        let badge = entry?.badge
        let color = isSelected ? Color.accentColor : Color.gray
        let item = VStack(spacing: 2) {
            ZStack {
                if let symbol { Image(systemName: symbol).font(.system(size: 20)) }
            }
            .frame(width: 44, height: 24)
            .overlay(alignment: .topLeading) {
                if let badge {
                    Text(verbatim: badge)
                        .font(.system(size: 13))
                        .foregroundStyle(Color.white)
                        .lineLimit(1)
                        .padding(.horizontal, 5)
                        .frame(minWidth: 18, minHeight: 18)
                        .background(Color.red, in: Capsule())
                        .fixedSize()
                        .padding(.leading, 26)
                }
            }
            Text(verbatim: title).font(.system(size: 10, weight: .medium)).lineLimit(1)
        }
        .foregroundStyle(color)
        .frame(maxWidth: .infinity)
        return context.resolveSingle(item)
    }
}

/// A paged tab view: the selected page, and iOS's page dots over its bottom unless hidden.
private struct PageIndicatorScreen: View {
    let content: ResolvedNode
    let count: Int
    let selected: Int
    let showsIndex: Bool

    var body: some View {
        _Deferred(nodes: [content])
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(alignment: .bottom) {
                if showsIndex && count > 1 {
                    HStack(spacing: 8) {
                        ForEach(0..<count, id: \.self) { index in
                            Circle().fill(Color.white.opacity(index == selected ? 1 : 0.35)).frame(width: 8, height: 8)
                        }
                    }
                    .modifier(_PageIndexBackground())
                    .padding(.bottom, 12)
                }
            }
    }
}

/// Marks a view as a tab with its item's label; outside a `TabView` it changes nothing.
public struct _TabItemModifier<Label: View>: ViewModifier {
    public typealias Body = Never
    let label: Label

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        guard let tabs = context.screen.structure.tabs else { return C._resolve(content, in: context) }
        let badge = tabs.pendingBadge
        tabs.pendingBadge = nil
        let screen = ScreenRecorder()
        var inner = context.onScreen(screen)
        inner.isInPicker = false
        let node = inner.resolveSingle(content)
        let label = context.resolveSingle(modifier.label)
        tabs.entries.append(TabCollector.Entry(label: label, badge: badge ?? screen.structure.tabBadge, screen: screen))
        return [node]
    }
}

/// A count or a short label: on a tab's item a red badge, in a list row trailing gray text.
public struct _BadgeModifier: ViewModifier {
    public typealias Body = Never
    let label: String?

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        guard let label = modifier.label else { return C._resolve(content, in: context) }
        if context.listDepth > 0 {
            let row = HStack {
                _Deferred { C._resolve(content, in: $0) }
                Spacer()
                Text(verbatim: label).foregroundStyle(.secondary)
            }
            return [context.resolveSingle(row)]
        }
        if let tabs = context.screen.structure.tabs {
            tabs.pendingBadge = label
        } else if context.screen.structure.tabBadge == nil {
            context.screen.structure.tabBadge = label
        }
        return C._resolve(content, in: context)
    }
}

extension View {
    /// Sets the tab bar item for this view, when it is a tab of a ``TabView``.
    ///
    /// Outside a tab view it changes nothing.
    ///
    /// - Parameter label: A view builder that creates the item, usually a ``Label`` or an
    ///   ``Image`` and a ``Text``; the item draws its first symbol and its first text.
    /// - Returns: A view that is a tab with that item.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: label()))
    }

    /// Shows a count as this view's badge: on a tab, a red badge on its item; in a list row,
    /// trailing gray text. A count of zero shows no badge, as in SwiftUI.
    public func badge(_ count: Int) -> some View {
        modifier(_BadgeModifier(label: count == 0 ? nil : String(count)))
    }

    /// Shows a text as this view's badge: on a tab, a red badge on its item; in a list row,
    /// trailing gray text. A `nil` text shows none.
    public func badge(_ label: Text?) -> some View {
        modifier(_BadgeModifier(label: label?.string))
    }

    /// Shows a localized string as this view's badge: on a tab, a red badge on its item; in a list
    /// row, trailing gray text. A `nil` key shows none.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(_BadgeModifier(label: key?.key))
    }

    /// Shows a string as this view's badge: on a tab, a red badge on its item; in a list row,
    /// trailing gray text. A `nil` string shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(_BadgeModifier(label: label.map { String($0) }))
    }
}

extension Tab {
    /// Shows a count as the tab's badge, a red badge on its item (none for zero), keeping the
    /// tab a `Tab` so its value's type still comes from the tab view.
    public func badge(_ count: Int) -> Self {
        var copy = self
        copy.badgeLabel = count == 0 ? nil : String(count)
        return copy
    }

    /// Shows a text as the tab's badge; `nil` shows none.
    public func badge(_ label: Text?) -> Self {
        var copy = self
        copy.badgeLabel = label?.string
        return copy
    }

    /// Shows a localized string as the tab's badge; `nil` shows none.
    public func badge(_ key: LocalizedStringKey?) -> Self {
        var copy = self
        copy.badgeLabel = key?.key
        return copy
    }
}
