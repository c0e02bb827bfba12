import Foundation

/// One row of a table whose rows are written out (`Table(of:) { columns } rows: { … }`): the
/// value its columns draw.
///
/// As in SwiftUI it is written inside a table's `rows` builder, directly or from a `ForEach`; it
/// is a view only so that `ForEach(orders) { TableRow($0) }` type-checks, and draws nothing
/// anywhere else.
public struct TableRow<Value: Identifiable>: View {
    /// The value the row's cells show.
    public let value: Value

    /// The row for `value`.
    public init(_ value: Value) {
        self.value = value
    }

    public var body: some View { EmptyView() }
}

/// Builds a table's rows from `TableRow`s and `ForEach`es of them, in the order written.
@resultBuilder
@MainActor
public enum TableRowBuilder<Value: Identifiable> {
    /// One row.
    public static func buildExpression(_ row: TableRow<Value>) -> [Value] { [row.value] }

    /// A row per element of a `ForEach`'s data.
    public static func buildExpression<Data, ID>(_ rows: ForEach<Data, ID, TableRow<Value>>) -> [Value] {
        rows.data.map { rows.content($0).value }
    }

    /// The rows of a section, in order. A table on an iPhone is a list of its first column, and
    /// Trellis draws its rows one after another: a section's rows join the others, its header
    /// and footer left out.
    public static func buildExpression<Header: View, Data, ID, Footer: View>(
        _ section: Section<Header, ForEach<Data, ID, TableRow<Value>>, Footer>
    ) -> [Value] {
        buildExpression(section.content)
    }

    /// The rows in the order written.
    public static func buildBlock(_ parts: [Value]...) -> [Value] { parts.flatMap { $0 } }
    /// Rows shown only when a condition holds.
    public static func buildOptional(_ part: [Value]?) -> [Value] { part ?? [] }
    /// The first branch of an `if`.
    public static func buildEither(first part: [Value]) -> [Value] { part }
    /// The second branch of an `if`.
    public static func buildEither(second part: [Value]) -> [Value] { part }
    /// Rows behind an availability check.
    public static func buildLimitedAvailability(_ part: [Value]) -> [Value] { part }
}

extension Table where Rows == [Value], Columns == _TableColumns<Value> {
    /// A table of the rows `rows` writes out, for values of `valueType`.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>,
        @TableRowBuilder<Value> rows: () -> [Value]
    ) {
        self.init(rows: rows(), columns: columns(), selection: [], sort: nil)
    }

    /// A table of written-out rows whose selected rows `selection` holds.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>, @TableRowBuilder<Value> rows: () -> [Value]
    ) {
        self.init(rows: rows(), columns: columns(), selection: Set(selection.wrappedValue.map { AnyHashable($0) }), sort: nil)
    }

    /// A table of written-out rows whose one selected row `selection` holds.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>, @TableRowBuilder<Value> rows: () -> [Value]
    ) {
        self.init(rows: rows(), columns: columns(), selection: Set(selection.wrappedValue.map { [AnyHashable($0)] } ?? []), sort: nil)
    }

    /// A table of written-out rows sorted by the comparators `sortOrder` holds; the app sorts
    /// the rows it writes, and the table shows the first comparator's column with a chevron.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>, @TableRowBuilder<Value> rows: () -> [Value]
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: [], sort: sortOrder.wrappedValue.first)
    }

    /// A table of written-out rows with selected rows and a sort order.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>, @TableRowBuilder<Value> rows: () -> [Value]
    ) where Sort.Compared == Value {
        self.init(
            rows: rows(), columns: columns(), selection: Set(selection.wrappedValue.map { AnyHashable($0) }),
            sort: sortOrder.wrappedValue.first)
    }

    /// A table of written-out rows with one selected row and a sort order.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>, @TableRowBuilder<Value> rows: () -> [Value]
    ) where Sort.Compared == Value {
        self.init(
            rows: rows(), columns: columns(), selection: Set(selection.wrappedValue.map { [AnyHashable($0)] } ?? []),
            sort: sortOrder.wrappedValue.first)
    }
}
