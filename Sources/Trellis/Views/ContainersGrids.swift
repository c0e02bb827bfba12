/// One track of a lazy grid: a column of a `LazyVGrid`, a row of a `LazyHGrid`.
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        /// One track of exactly this length.
        case fixed(CGFloat)
        /// One track sharing the space the fixed ones leave, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in this item's share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var resolved: ResolvedGridItem {
        let size: ResolvedGridItem.Size = switch size {
        case .fixed(let length): .fixed(length)
        case .flexible(let minimum, let maximum): .flexible(minimum: minimum, maximum: maximum)
        case .adaptive(let minimum, let maximum): .adaptive(minimum: minimum, maximum: maximum)
        }
        return ResolvedGridItem(size: size, spacing: spacing ?? Spacing.standard, alignment: alignment)
    }
}

/// A grid that grows downwards: `columns` share the width offered, the cells fill the rows in
/// order, and each row is as tall as its tallest cell. SwiftUI's column rule: fixed columns
/// first, then flexible and adaptive items share the rest, and an adaptive item repeats its
/// column as many times as fit in its share.
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let grid = ResolvedLazyGrid(
            axis: .vertical, items: view.columns.map(\.resolved),
            alignment: Alignment(horizontal: view.alignment, vertical: .top), spacing: view.spacing ?? Spacing.standard)
        return [ResolvedNode(.lazyGrid(grid), children: context.resolvingContainerContent(view.content))]
    }
}

/// A grid that grows to the right: `rows` share the height offered and the cells fill the
/// columns in order (`LazyVGrid` turned on its side).
public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let grid = ResolvedLazyGrid(
            axis: .horizontal, items: view.rows.map(\.resolved),
            alignment: Alignment(horizontal: .leading, vertical: view.alignment), spacing: view.spacing ?? Spacing.standard)
        return [ResolvedNode(.lazyGrid(grid), children: context.resolvingContainerContent(view.content))]
    }
}

/// A table of cells: each `GridRow` is a row, each column as wide as its widest cell and each
/// row as tall as its tallest; any other view (a `Divider`) spans every column.
public struct Grid<Content: View>: View {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let grid = ResolvedGrid(
            alignment: view.alignment, horizontalSpacing: view.horizontalSpacing ?? Spacing.standard,
            verticalSpacing: view.verticalSpacing ?? Spacing.standard)
        return [ResolvedNode(.grid(grid), children: context.resolvingContainerContent(view.content))]
    }
}

/// One row of a `Grid`; outside a grid its cells stand in a row.
public struct GridRow<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        [ResolvedNode(.gridRow(alignment: view.alignment), children: context.resolvingContainerContent(view.content))]
    }
}

extension View {
    /// Makes this view a cell spanning `count` columns of its `GridRow`.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(_WrapperModifier(kind: .gridCell(columns: count)))
    }

    /// Aligns every cell of this cell's column horizontally by `guide` (GridColumnAlignment.swift).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_WrapperModifier(kind: .fixedFrame(.gridColumnAlignment(guide))))
    }

    /// Accepted; cells keep their grid's alignment (README, "Containers").
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }

    /// Accepted; a flexible cell still sizes its column (README, "Containers").
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}
