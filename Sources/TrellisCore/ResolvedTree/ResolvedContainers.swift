/// The payloads of the container kinds whose layout no composition of stacks and frames can
/// express: a scroll view proposes nothing along its axes, grids size columns from every cell,
/// a geometry reader's content depends on the size layout gives it, and ViewThatFits picks a
/// child by measuring them all.

/// `ScrollView`: one child, its content, laid out at its ideal length along `axes` and clipped
/// to the scroll view's frame, which takes the space offered.
public struct ResolvedScroll: Hashable, Sendable {
    /// The axes the content scrolls along; a static page shows the content's start on each.
    public var axes: Axis.Set
    /// Set by `\.rendersFullScrollContent`: the scroll view is as long as its content along its
    /// axes, so nothing is clipped.
    public var showsFullContent: Bool
    /// `.contentMargins` around the content (a padding node inside the scroll view draws them);
    /// kept here too because they inset the container `containerRelativeFrame` measures.
    public var contentMargins = EdgeInsets()

    /// Creates a scroll payload.
    public init(axes: Axis.Set, showsFullContent: Bool) {
        self.axes = axes
        self.showsFullContent = showsFullContent
    }
}

/// One `GridItem` of a lazy grid: a column of a `LazyVGrid`, a row of a `LazyHGrid`.
public struct ResolvedGridItem: Hashable, Sendable {
    /// How wide a track is (a column's width, a row's height).
    public enum Size: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space left after fixed tracks, kept between `minimum` and `maximum`.
        case flexible(minimum: CGFloat, maximum: CGFloat)
        /// As many tracks of at least `minimum` as fit, each at most `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat)
    }

    /// How wide the item's track is, with its bounds in range.
    public var size: Size
    /// Space after this item's track(s), before the next.
    public var spacing: CGFloat
    /// How a cell sits in its track; nil is center.
    public var alignment: Alignment?

    /// Creates a grid item. Lengths become 0…``ResolvedLength/limit`` (an adaptive minimum at least
    /// 1, so a track count is always finite), and a maximum is never below its minimum.
    public init(size: Size, spacing: CGFloat, alignment: Alignment?) {
        self.size = size.normalized
        self.spacing = ResolvedLength.size(spacing)
        self.alignment = alignment
    }
}

extension ResolvedGridItem.Size {
    package var normalized: Self {
        switch self {
        case .fixed(let length): .fixed(ResolvedLength.size(length))
        case .flexible(let minimum, let maximum):
            .flexible(minimum: ResolvedLength.size(minimum), maximum: Swift.max(ResolvedLength.size(minimum), ResolvedLength.maximum(maximum) ?? .infinity))
        case .adaptive(let minimum, let maximum):
            .adaptive(minimum: Swift.max(1, ResolvedLength.size(minimum)), maximum: Swift.max(Swift.max(1, ResolvedLength.size(minimum)), ResolvedLength.maximum(maximum) ?? .infinity))
        }
    }
}

/// `LazyVGrid` (`axis` vertical: the items are columns, cells fill rows top to bottom) or
/// `LazyHGrid` (`axis` horizontal: the items are rows, cells fill columns left to right). The
/// children are the cells.
public struct ResolvedLazyGrid: Hashable, Sendable {
    /// The axis the grid grows along.
    public var axis: Axis
    /// The tracks across the axis the grid grows along, in order.
    public var items: [ResolvedGridItem]
    /// Where the tracks sit in the grid when they do not fill it.
    public var alignment: Alignment
    /// Space between the lines of cells along `axis`.
    public var spacing: CGFloat

    /// Creates a lazy-grid payload; a negative or NaN spacing becomes 0.
    public init(axis: Axis, items: [ResolvedGridItem], alignment: Alignment, spacing: CGFloat) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = ResolvedLength.size(spacing)
    }
}

/// `Grid`: its children are `.gridRow` nodes and views that span the whole grid (a `Divider`).
public struct ResolvedGrid: Hashable, Sendable {
    /// Where each cell sits in its row and column, unless a row or cell says otherwise.
    public var alignment: Alignment
    /// Space between columns.
    public var horizontalSpacing: CGFloat
    /// Space between rows.
    public var verticalSpacing: CGFloat

    /// Creates a grid payload; a negative or NaN spacing becomes 0.
    public init(alignment: Alignment, horizontalSpacing: CGFloat, verticalSpacing: CGFloat) {
        self.alignment = alignment
        self.horizontalSpacing = ResolvedLength.size(horizontalSpacing)
        self.verticalSpacing = ResolvedLength.size(verticalSpacing)
    }
}

/// A `GeometryReader`: the user's content closure, resolved by layout once it knows the reader's
/// frame (`GeometryContent`). Its children are that content, for `frame`.
///
/// Two readers whose content is resolved are equal when their frames are: what they show is
/// their children, which their nodes compare. Each resolution of a screen makes new closures, so
/// comparing those would make a screen with a reader differ from itself resolved again, and
/// every state of such a screen would be planned as a new page (a toggle set and set back
/// included). A reader not yet resolved has only its closure, so it equals only itself.
public struct ResolvedGeometryReader: Hashable, Sendable {
    /// The reader's content closure, which layout calls with the reader's size.
    public var content: GeometryContent
    /// The frame (in canvas coordinates) the children were resolved for; nil until layout has
    /// resolved them.
    public var frame: CGRect?

    /// Creates a geometry-reader payload.
    public init(content: GeometryContent, frame: CGRect?) {
        self.content = content
        self.frame = frame
    }

    public static func == (a: ResolvedGeometryReader, b: ResolvedGeometryReader) -> Bool {
        switch (a.frame, b.frame) {
        case (nil, nil): a.content == b.content
        case let (x?, y?): x == y
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        if let frame {
            hasher.combine(frame.origin.x)
            hasher.combine(frame.origin.y)
            hasher.combine(frame.size.width)
            hasher.combine(frame.size.height)
        } else {
            hasher.combine(content)
        }
    }
}

/// `ViewThatFits`: its children are the candidates, in order; layout shows the first whose ideal
/// size fits the proposal along `axes` (the last when none does) and records it in `chosen`.
public struct ResolvedViewThatFits: Hashable, Sendable {
    /// The axes along which a candidate must fit.
    public var axes: Axis.Set
    /// The child layout showed; nil before layout.
    public var chosen: Int?

    /// Creates a view-that-fits payload; pass nil for `chosen` before layout.
    public init(axes: Axis.Set, chosen: Int?) {
        self.axes = axes
        self.chosen = chosen
    }
}

// MARK: - Dump lines

extension ResolvedScroll {
    package var dumpText: String {
        "scroll axes=" + axes.dumpText + (showsFullContent ? " full" : "")
    }
}

extension Axis.Set {
    package var dumpText: String {
        switch (contains(.horizontal), contains(.vertical)) {
        case (true, true): "both"
        case (true, false): "horizontal"
        case (false, true): "vertical"
        case (false, false): "none"
        }
    }
}

extension ResolvedGridItem {
    package var dumpText: String {
        func length(_ value: CGFloat) -> String { value == .infinity ? "inf" : NumberFormatting.string(Double(value)) }
        let size = switch size {
        case .fixed(let value): "fixed(\(length(value)))"
        case .flexible(let minimum, let maximum): "flexible(\(length(minimum)) \(length(maximum)))"
        case .adaptive(let minimum, let maximum): "adaptive(\(length(minimum)) \(length(maximum)))"
        }
        return size + " spacing=" + length(spacing) + (alignment.map { " alignment=" + $0.dumpText } ?? "")
    }
}

extension ResolvedLazyGrid {
    package var dumpText: String {
        (axis == .vertical ? "lazyVGrid" : "lazyHGrid") + " alignment=\(alignment.dumpText) spacing="
            + NumberFormatting.string(Double(spacing)) + " items=[" + items.map(\.dumpText).joined(separator: ", ") + "]"
    }
}

extension ResolvedGrid {
    package var dumpText: String {
        "grid alignment=\(alignment.dumpText) spacing=" + NumberFormatting.string(Double(horizontalSpacing))
            + "x" + NumberFormatting.string(Double(verticalSpacing))
    }
}

extension ResolvedGeometryReader {
    package var dumpText: String {
        guard let frame else { return "geometryReader" }
        return "geometryReader size=" + NumberFormatting.string(Double(frame.width)) + "x" + NumberFormatting.string(Double(frame.height))
    }
}

extension ResolvedViewThatFits {
    package var dumpText: String {
        "viewThatFits axes=" + axes.dumpText + (chosen.map { " chosen=\($0)" } ?? "")
    }
}
