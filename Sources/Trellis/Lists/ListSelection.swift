/// The `selection:` forms of `List`. On iPhone a list at rest draws no selection (a row is
/// highlighted only while tapped; edit mode's checkmarks are a moment of interaction), so the
/// binding is accepted and the list draws as one without it.
extension List {
    /// Creates a list whose rows can be selected, several at once.
    ///
    /// - Parameters:
    ///   - selection: The binding to the identities of the selected rows.
    ///   - content: A view builder that creates the rows and sections.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list in which one row, or none, can be selected.
    ///
    /// - Parameters:
    ///   - selection: The binding to the selected row's identity, nil when none is.
    ///   - content: A view builder that creates the rows and sections.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list in which always one row is selected.
    ///
    /// - Parameters:
    ///   - selection: The binding to the selected row's identity.
    ///   - content: A view builder that creates the rows and sections.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list of identifiable elements whose rows can be selected, several at once.
    ///
    /// - Parameters:
    ///   - data: The elements to make rows for, in order.
    ///   - selection: The binding to the identities of the selected rows.
    ///   - rowContent: A view builder that creates the row for one element.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list of identifiable elements in which one row, or none, can be selected.
    ///
    /// - Parameters:
    ///   - data: The elements to make rows for, in order.
    ///   - selection: The binding to the selected row's identity, nil when none is.
    ///   - rowContent: A view builder that creates the row for one element.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list of elements identified by a key path, whose rows can be selected, several at once.
    ///
    /// - Parameters:
    ///   - data: The elements to make rows for, in order.
    ///   - id: The key path to each element's identity.
    ///   - selection: The binding to the identities of the selected rows.
    ///   - rowContent: A view builder that creates the row for one element.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list of elements identified by a key path, in which one row, or none, can be selected.
    ///
    /// - Parameters:
    ///   - data: The elements to make rows for, in order.
    ///   - id: The key path to each element's identity.
    ///   - selection: The binding to the selected row's identity, nil when none is.
    ///   - rowContent: A view builder that creates the row for one element.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

extension View {
    /// Stops the user selecting this list row; the row is drawn the same.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
}
