/// How one track of a lazy grid is sized and spaced: a column of a ``LazyVGrid``, a row of a
/// ``LazyHGrid``.
public struct GridItem: Hashable, Sendable {
    /// How wide a column (or tall a row) of a lazy grid is.
    public enum Size: Hashable, Sendable {
        /// One track of exactly this length.
        case fixed(CGFloat)
        /// One track sharing the space the fixed ones leave, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in this item's share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the track is sized.
    public var size: Size
    /// The space after this track, before the next one; `nil` for 8 points.
    public var spacing: CGFloat?
    /// How the cells of this track are aligned within it; `nil` for the grid's alignment.
    public var alignment: Alignment?

    /// Creates a grid item.
    ///
    /// - Parameters:
    ///   - size: How the track is sized; `.flexible()` by default.
    ///   - spacing: The space after this track; `nil` for 8 points.
    ///   - alignment: How the track's cells are aligned in it; `nil` for the grid's alignment.
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

    /// Creates a grid that grows vertically.
    ///
    /// - Parameters:
    ///   - columns: One item per column (an adaptive item may make several).
    ///   - alignment: How the grid is aligned horizontally within its width; the center by default.
    ///   - spacing: The space between rows; `nil` for 8 points.
    ///   - pinnedViews: Headers or footers that would stay pinned while scrolling; a page, never
    ///     scrolled, draws them in place.
    ///   - content: A view builder that creates the cells, in order.
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

    /// Creates a grid that grows horizontally.
    ///
    /// - Parameters:
    ///   - rows: One item per row (an adaptive item may make several).
    ///   - alignment: How the grid is aligned vertically within its height; the center by default.
    ///   - spacing: The space between columns; `nil` for 8 points.
    ///   - pinnedViews: Headers or footers that would stay pinned while scrolling; drawn in place.
    ///   - content: A view builder that creates the cells, in order.
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

    /// Creates a grid.
    ///
    /// - Parameters:
    ///   - alignment: How each cell is aligned within its column and row; the center by default.
    ///   - horizontalSpacing: The space between columns; `nil` for 8 points.
    ///   - verticalSpacing: The space between rows; `nil` for 8 points.
    ///   - content: A view builder that creates the rows: ``GridRow`` views, and views that span
    ///     every column.
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

    /// Creates a grid row.
    ///
    /// - Parameters:
    ///   - alignment: How the row's cells are aligned vertically; `nil` for the grid's alignment.
    ///   - content: A view builder that creates the row's cells, one per column.
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

    /// Accepted; cells keep their grid's alignment (the Views article, "Containers").
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }

    /// Accepted; a flexible cell still sizes its column (the Views article, "Containers").
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}
