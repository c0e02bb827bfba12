extension OutlineGroup where Parent == Leaf, Subgroup == EmptyView {
    /// A tree of rows from one root element, which is the first row, its children a collapsed
    /// disclosure group under it.
    ///
    /// - Parameters:
    ///   - root: The tree's root.
    ///   - children: The key path to an element's children, `nil` for a leaf.
    ///   - content: Builds the row for an element.
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(elements: [root], id: \.id, children: children, content: content)
    }

    /// A tree of rows from one root element identified by the key path `id`.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(elements: [root], id: id, children: children, content: content)
    }
}
