/// A container that shows its content as rows in one column, like iOS's table views.
///
/// The rows are grouped into sections and drawn in the list style of the environment (inset
/// grouped by default, as on iOS), each row with its separator; a row that is a
/// ``NavigationLink`` ends in a chevron.
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let content: Content

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        var inner = context
        inner.listDepth += 1
        inner.isInPicker = false
        var style = context.environment.listStyle._resolve(in: context.environment).spacingSections(in: context.environment)
            .hidingBackground(in: context.environment)
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
    /// Creates a list of the given content; rows outside a ``Section`` form sections of their own.
    ///
    /// - Parameter content: A view builder that creates the rows and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension List {
    // Disfavored so that `List($items) { $item in … }` picks the binding form in
    // CollectionBindings.swift: a binding to a collection is itself a collection of bindings.
    /// Creates a list that computes its rows from a collection, identifying each by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements to make rows for, in order.
    ///   - id: The key path to each element's identity.
    ///   - rowContent: A view builder that creates the row for one element.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list that computes its rows from a collection of identifiable elements.
    ///
    /// - Parameters:
    ///   - data: The elements to make rows for, in order.
    ///   - rowContent: A view builder that creates the row for one element.
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
    /// False for a collapsed `Section(_:isExpanded:)` (SectionCollapsible.swift): only the header shows.
    var isExpanded = true

    /// Creates a section with a header and a footer.
    ///
    /// - Parameters:
    ///   - content: A view builder that creates the section's rows.
    ///   - header: A view drawn above the rows; in a list, in the footnote font and the list's
    ///     header color, its text in capitals as a grouped list shows it.
    ///   - footer: A view drawn below the rows, in the footnote font.
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
        let header = environment.listStyle is SidebarListStyle
            ? Section.resolveSidebarHeader(view.header, in: outer, isExpanded: view.isExpanded)
            : Section.resolveHeader(view.header, in: headerContext, prominence: environment.headerProminence)
        if !header.isEmpty { children.append(ResolvedNode(.listHeader, children: header)) }
        var rows = outer
        rows.isListSectionContent = true
        if view.isExpanded { children += Content._resolve(view.content, in: rows).map { .row($0, style: style) } }
        let footer = Footer._resolve(view.footer, in: headerContext)
        if !footer.isEmpty { children.append(ResolvedNode(.listFooter, children: footer)) }
        return [ResolvedNode(.listSection, children: children)]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section without a header or footer.
    ///
    /// - Parameter content: A view builder that creates the section's rows.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header.
    ///
    /// - Parameters:
    ///   - content: A view builder that creates the section's rows.
    ///   - header: A view drawn above the rows.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with a header view.
    ///
    /// - Parameters:
    ///   - header: A view drawn above the rows.
    ///   - content: A view builder that creates the section's rows.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section whose header is a text made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The header's title.
    ///   - content: A view builder that creates the section's rows.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// Creates a section whose header is a text shown as written.
    ///
    /// - Parameters:
    ///   - title: The header's title.
    ///   - content: A view builder that creates the section's rows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// A title paired with an icon, as list rows, menus and tab items show them.
///
/// It is drawn by the label style in the environment: by default the icon, then the title.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// Creates a label with a custom title and icon.
    ///
    /// - Parameters:
    ///   - title: A view builder that creates the title.
    ///   - icon: A view builder that creates the icon, drawn before the title.
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
    /// Creates a label with a title made from a localized string key and a system symbol.
    ///
    /// - Parameters:
    ///   - titleKey: The label's title.
    ///   - name: The name of the symbol drawn before the title.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a title shown as written and a system symbol.
    ///
    /// - Parameters:
    ///   - title: The label's title.
    ///   - name: The name of the symbol drawn before the title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}
