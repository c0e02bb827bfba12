/// A scrolling list of rows, grouped into sections, drawn in the list style of the environment.
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let content: Content

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        var inner = context
        inner.listDepth += 1
        inner.isInPicker = false
        var style = context.environment.listStyle._resolve(in: context.environment)
        if let spacing = context.environment.listRowSpacing { style.rowSpacing = ResolvedLength.size(spacing) }
        let nodes = Content._resolve(view.content, in: inner)
        return [ResolvedNode(.list(style), children: groupIntoSections(nodes, style: style))]
    }

    /// Rows outside any `Section` form implicit sections between the explicit ones.
    static func groupIntoSections(_ nodes: [ResolvedNode], style: ResolvedListStyle) -> [ResolvedNode] {
        var sections: [ResolvedNode] = []
        var loose: [ResolvedNode] = []
        func flushLoose() {
            guard !loose.isEmpty else { return }
            sections.append(ResolvedNode(.listSection, children: loose.map { .row($0, style: style) }))
            loose.removeAll()
        }
        for node in nodes {
            if case .listSection = node.kind {
                flushLoose()
                sections.append(node)
            } else {
                loose.append(node)
            }
        }
        flushLoose()
        return sections
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension List {
    // Disfavored so that `List($items) { $item in … }` picks the binding form in
    // CollectionBindings.swift: a binding to a collection is itself a collection of bindings.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        self.content = ForEach(data, content: rowContent)
    }
}

extension ResolvedNode {
    /// A list row. A row that is a link spans the row and ends in a disclosure chevron, as iOS
    /// draws it: the label, flexible space, then the chevron, as ordinary nodes.
    /// The row takes over the traits its content's modifiers left on it (ListRowTraits.swift).
    static func row(_ content: ResolvedNode, style: ResolvedListStyle) -> ResolvedNode {
        let (content, trait) = content.hoistingRowTrait()
        guard case .navigationLink = content.kind, let label = content.children.first else {
            return .listRow(content, trait ?? ResolvedListRow())
        }
        var color = style.headerColor
        color.opacity /= 2
        let chevron = ResolvedNode(.image(ResolvedImage(
            systemName: "chevron.right", color: color,
            font: Font.Resolved(size: 13, lineHeight: 18, weight: .semibold), isResizable: false)))
        var link = content
        link.children = [ResolvedNode(
            .stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: Spacing.standard)),
            children: [label, ResolvedNode(.spacer(minLength: 0)), chevron])]
        return .listRow(link, trait ?? ResolvedListRow())
    }
}

/// A group of rows with an optional header and footer. Inside a `List` it becomes a list section;
/// elsewhere its parts stack in place.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        guard context.listDepth > 0 else {
            return Parent._resolve(view.header, in: context)
                + Content._resolve(view.content, in: context)
                + Footer._resolve(view.footer, in: context)
        }
        var outer = context
        outer.listDepth = 0
        let environment = context.environment
        let style = environment.listStyle._resolve(in: environment)
        let headerContext = outer.modifyingEnvironment {
            $0.font = $0.font ?? .footnote
            if $0.foregroundStyle == nil { $0.foregroundStyle = AnyShapeStyle(Color(style.headerColor)) }
        }
        var children: [ResolvedNode] = []
        let header = Section.resolveHeader(view.header, in: headerContext, prominence: environment.headerProminence)
        if !header.isEmpty { children.append(ResolvedNode(.listHeader, children: header)) }
        var rows = outer
        rows.isListSectionContent = true
        children += Content._resolve(view.content, in: rows).map { .row($0, style: style) }
        let footer = Footer._resolve(view.footer, in: headerContext)
        if !footer.isEmpty { children.append(ResolvedNode(.listFooter, children: footer)) }
        return [ResolvedNode(.listSection, children: children)]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension ResolvedNode {
    /// Grouped list headers are shown in capitals on iOS.
    func uppercasedText() -> ResolvedNode {
        var copy = self
        if case .text(var text) = kind {
            text = text.mappingCharacters { $0.uppercased() }
            copy.kind = .text(text)
        }
        copy.children = children.map { $0.uppercasedText() }
        return copy
    }
}

/// A title with an icon, as list rows and menus show them.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// Drawn by the label style in the environment (LabelStyle.swift).
    public var body: some View {
        _StyledLabel(title: title, icon: icon)
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}
