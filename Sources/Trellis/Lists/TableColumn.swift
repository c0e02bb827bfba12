import Foundation

/// One column of a `Table`: its title, how it draws a row's cell, and the key path it sorts by.
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View> {
    let label: Label
    let cell: (RowValue) -> Content
    let sortKeyPath: AnyKeyPath?
    var width: _TableColumnWidth = .flexible
    var alignment: TableColumnAlignment = .leading

    init(label: Label, sortKeyPath: AnyKeyPath?, cell: @escaping (RowValue) -> Content) {
        self.label = label
        self.sortKeyPath = sortKeyPath
        self.cell = cell
    }

    /// The column at a fixed width.
    public func width(_ width: CGFloat?) -> Self {
        var column = self
        column.width = width.map(_TableColumnWidth.fixed) ?? .flexible
        return column
    }

    /// The column between `min` and `max` wide, drawn at `ideal` (else `min`) when given one.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self {
        var column = self
        column.width = (ideal ?? min).map(_TableColumnWidth.fixed) ?? .flexible
        return column
    }

    /// How the column's title and cells line up.
    public func alignment(_ alignment: TableColumnAlignment) -> Self {
        var column = self
        column.alignment = alignment
        return column
    }

    /// Names the column for the user's column customization; a render shows every column.
    public func customizationID(_ id: String) -> Self { self }

    /// Whether the column shows by default; a render shows every column.
    public func defaultVisibility(_ visibility: Visibility) -> Self { self }
}

/// How a table column lines up its title and cells.
public struct TableColumnAlignment: Hashable, Sendable {
    let alignment: HorizontalAlignment
    /// At the leading edge.
    public static let leading = TableColumnAlignment(alignment: .leading)
    /// Centered.
    public static let center = TableColumnAlignment(alignment: .center)
    /// At the trailing edge.
    public static let trailing = TableColumnAlignment(alignment: .trailing)
    /// Numbers, at the trailing edge in left-to-right text.
    public static let numeric = TableColumnAlignment(alignment: .trailing)
    /// The system's choice, the leading edge.
    public static let automatic = TableColumnAlignment(alignment: .leading)
}

enum _TableColumnWidth: Hashable {
    case fixed(CGFloat)
    case flexible
}

extension TableColumn where Label == Text {
    /// A column titled `titleKey` whose cells `content` draws and that sorts by `value`.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort == KeyPathComparator<RowValue> {
        self.init(label: Text(titleKey), sortKeyPath: value, cell: content)
    }

    /// A column titled `title` whose cells `content` draws and that sorts by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort == KeyPathComparator<RowValue> {
        self.init(label: Text(title), sortKeyPath: value, cell: content)
    }

    /// A column titled by `text` whose cells `content` draws and that sorts by `value`.
    public init<V: Comparable>(
        _ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort == KeyPathComparator<RowValue> {
        self.init(label: text, sortKeyPath: value, cell: content)
    }

    /// A column titled `titleKey` whose cells `content` draws; it does not sort.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        self.init(label: Text(titleKey), sortKeyPath: nil, cell: content)
    }

    /// A column titled `title` whose cells `content` draws; it does not sort.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        self.init(label: Text(title), sortKeyPath: nil, cell: content)
    }

    /// A column titled by `text` whose cells `content` draws; it does not sort.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        self.init(label: text, sortKeyPath: nil, cell: content)
    }
}

extension TableColumn where Label == Text, Content == Text {
    /// A column titled `titleKey` showing each row's string at `value`, sorting by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Sort == KeyPathComparator<RowValue> {
        self.init(label: Text(titleKey), sortKeyPath: value, cell: { Text(verbatim: $0[keyPath: value]) })
    }

    /// A column titled `title` showing each row's string at `value`, sorting by it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Sort == KeyPathComparator<RowValue> {
        self.init(label: Text(title), sortKeyPath: value, cell: { Text(verbatim: $0[keyPath: value]) })
    }

    /// A column titled by `text` showing each row's string at `value`, sorting by it.
    public init(_ text: Text, value: KeyPath<RowValue, String>) where Sort == KeyPathComparator<RowValue> {
        self.init(label: text, sortKeyPath: value, cell: { Text(verbatim: $0[keyPath: value]) })
    }
}

/// A table's columns, erased to what the table draws: built by `TableColumnBuilder`.
public struct _TableColumns<RowValue: Identifiable> {
    struct Column {
        let header: AnyView
        let cell: (RowValue) -> AnyView
        let sortKeyPath: AnyKeyPath?
        let width: _TableColumnWidth
        let alignment: HorizontalAlignment
    }

    var columns: [Column]
}

/// Builds a table's columns from `TableColumn`s, in the order written.
@resultBuilder
@MainActor
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    /// One column.
    public static func buildExpression<S, C: View, L: View>(_ column: TableColumn<RowValue, S, C, L>) -> _TableColumns<RowValue> {
        let erased = _TableColumns<RowValue>.Column(
            header: AnyView(column.label), cell: { AnyView(column.cell($0)) }, sortKeyPath: column.sortKeyPath,
            width: column.width, alignment: column.alignment.alignment)
        return _TableColumns(columns: [erased])
    }

    /// Columns already built, as a helper returns them.
    public static func buildExpression(_ columns: _TableColumns<RowValue>) -> _TableColumns<RowValue> { columns }

    /// The columns in the order written.
    public static func buildBlock(_ parts: _TableColumns<RowValue>...) -> _TableColumns<RowValue> {
        _TableColumns(columns: parts.flatMap(\.columns))
    }

    /// Columns shown only when a condition holds.
    public static func buildOptional(_ part: _TableColumns<RowValue>?) -> _TableColumns<RowValue> {
        part ?? _TableColumns(columns: [])
    }

    /// The first branch of an `if`.
    public static func buildEither(first part: _TableColumns<RowValue>) -> _TableColumns<RowValue> { part }
    /// The second branch of an `if`.
    public static func buildEither(second part: _TableColumns<RowValue>) -> _TableColumns<RowValue> { part }
    /// Columns behind an availability check.
    public static func buildLimitedAvailability(_ part: _TableColumns<RowValue>) -> _TableColumns<RowValue> { part }
}
