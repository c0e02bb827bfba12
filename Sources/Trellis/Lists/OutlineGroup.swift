/// A tree of rows: each element that has children is a DisclosureGroup over them, collapsed at
/// first as on iOS (and expandable as any DisclosureGroup is under `--states`); leaves are rows.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    // An array rather than `Data`, so the single-root initializer can hold its one element.
    let data: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    public var body: some View {
        ForEach(Array(data), id: id) { element in
            if let nested = element[keyPath: children] {
                DisclosureGroup {
                    OutlineGroup(data: nested, id: id, children: children, content: content)
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }

    init(data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, content: @escaping (Data.Element) -> Leaf) {
        self.init(elements: Array(data), id: id, children: children, content: content)
    }

    init(
        elements: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        content: @escaping (Data.Element) -> Leaf
    ) {
        self.data = elements
        self.id = id
        self.children = children
        self.content = content
    }
}

// SwiftUI's Subgroup is the disclosure group of a parent; nothing here names it, so it stays EmptyView.
extension OutlineGroup where Parent == Leaf, Subgroup == EmptyView {
    /// A tree of rows from identifiable elements, each one with children drawn as a collapsed
    /// disclosure group over them.
    ///
    /// - Parameters:
    ///   - data: The top-level elements.
    ///   - children: The key path to an element's children, `nil` for a leaf.
    ///   - content: Builds the row for an element.
    public init<DataElement: Identifiable>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(data: data, id: \.id, children: children, content: content)
    }

    /// A tree of rows whose elements are identified by the key path `id`, each one with children
    /// drawn as a collapsed disclosure group over them.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(data: data, id: id, children: children, content: content)
    }
}

extension List {
    /// A list of a tree: `List(items, children: \.children) { item in … }`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, EmptyView>,
            Data.Element: Identifiable, SelectionValue == Never {
        self.content = OutlineGroup(data: data, id: \.id, children: children, content: rowContent)
    }
}
