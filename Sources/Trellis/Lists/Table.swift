import Foundation

/// macOS's table: a header of column titles, then a row per element, each cell drawn by its
/// column. Drawn as macOS 14's inset table: 28-point header in the secondary color with the
/// sorted column's chevron, 24-point rows striped with the alternating row color, and the
/// selected rows on the accent color with white text.
public struct Table<Value: Identifiable, Rows, Columns>: View {
    let rows: [Value]
    let columns: _TableColumns<Value>
    let selection: Set<AnyHashable>
    let sortKeyPath: AnyKeyPath?
    let sortsAscending: Bool

    init(rows: [Value], columns: _TableColumns<Value>, selection: Set<AnyHashable>, sort: (any SortComparator)?) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        let keyed = sort.flatMap { $0 as? KeyPathComparator<Value> }
        sortKeyPath = keyed?.keyPath
        sortsAscending = (keyed?.order ?? .forward) == .forward
    }

    @Environment(\.tableStyle) private var style

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            header
            Divider()
            ForEach(Array(rows.enumerated()), id: \.offset) { index, row in
                rowView(row, index: index)
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.systemBackground))
    }

    private var header: some View {
        HStack(spacing: 0) {
            ForEach(Array(columns.columns.enumerated()), id: \.offset) { index, column in
                if index > 0 { Divider().frame(height: 14) }
                HStack(spacing: 4) {
                    column.header
                    if let sortKeyPath, column.sortKeyPath == sortKeyPath {
                        Image(systemName: sortsAscending ? "chevron.up" : "chevron.down")
                            .font(.system(size: 9, weight: .semibold))
                    }
                }
                .lineLimit(1)
                .modifier(_TableCellFrame(width: column.width, alignment: column.alignment))
            }
        }
        .font(.system(size: 11))
        .foregroundStyle(.secondary)
        .padding(.horizontal, style.isInset ? 10 : 0)
        .frame(height: 28)
    }

    private func rowView(_ row: Value, index: Int) -> some View {
        let isSelected = selection.contains(AnyHashable(row.id))
        return HStack(spacing: 0) {
            ForEach(Array(columns.columns.enumerated()), id: \.offset) { _, column in
                column.cell(row)
                    .lineLimit(1)
                    .modifier(_TableCellFrame(width: column.width, alignment: column.alignment))
            }
        }
        .font(.system(size: 13))
        .foregroundStyle(isSelected ? AnyShapeStyle(Color.white) : AnyShapeStyle(HierarchicalShapeStyle.primary))
        .frame(height: 24)
        .background(
            RoundedRectangle(cornerRadius: style.isInset ? 5 : 0)
                .fill(isSelected ? AnyShapeStyle(Color.accentColor) : AnyShapeStyle(stripe(index)))
        )
        .padding(.horizontal, style.isInset ? 10 : 0)
    }

    private func stripe(_ index: Int) -> Color {
        style.alternatesRowBackgrounds && index % 2 == 1 ? Color.primary.opacity(0.04) : Color.clear
    }
}

/// A cell's frame: a fixed-width column keeps its width, the others share what is left.
struct _TableCellFrame: ViewModifier {
    let width: _TableColumnWidth
    let alignment: HorizontalAlignment

    func body(content: Content) -> some View {
        switch width {
        case .fixed(let points):
            content.padding(.horizontal, 6).frame(width: points, alignment: Alignment(horizontal: alignment, vertical: .center))
        case .flexible:
            content.padding(.horizontal, 6).frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
        }
    }
}

extension Table where Rows == [Value], Columns == _TableColumns<Value> {
    /// A table of `data`'s elements.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>
    ) where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: [], sort: nil)
    }

    /// A table of `data`'s elements whose selected rows `selection` holds.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>
    ) where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: Set(selection.wrappedValue.map { AnyHashable($0) }), sort: nil)
    }

    /// A table of `data`'s elements whose one selected row `selection` holds.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>
    ) where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: Set(selection.wrappedValue.map { [AnyHashable($0)] } ?? []), sort: nil)
    }

    /// A table of `data`'s elements sorted by the comparators `sortOrder` holds; the table shows
    /// the first one's column with a chevron, and the app sorts the data when it changes.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns(), selection: [], sort: sortOrder.wrappedValue.first)
    }

    /// A table with selected rows and a sort order.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: Array(data), columns: columns(), selection: Set(selection.wrappedValue.map { AnyHashable($0) }),
            sort: sortOrder.wrappedValue.first)
    }

    /// A table with one selected row and a sort order.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: Array(data), columns: columns(), selection: Set(selection.wrappedValue.map { [AnyHashable($0)] } ?? []),
            sort: sortOrder.wrappedValue.first)
    }
}
