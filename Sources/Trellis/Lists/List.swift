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
