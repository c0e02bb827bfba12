import Foundation

/// The built-in layouts as values, for `AnyLayout` switching: each lays its content out as the
/// stack or grid it stands for, so a page draws them exactly as `HStack`, `VStack`, `ZStack`
/// and `Grid`. Their `Layout` methods, which only a layout calling another would use, place
/// the subviews by the same stacking rule at their ideal sizes.
public struct HStackLayout: Layout {
    /// How the subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The distance between subviews; nil for the standard 8 points.
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    @MainActor
    public static func _makeLayoutNodes<Content: View>(_ layout: Self, content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        context.resolveChild(HStack(alignment: layout.alignment, spacing: layout.spacing) { content })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackedIdeal(axis: .horizontal, spacing: spacing ?? 8).size(subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackedIdeal(axis: .horizontal, spacing: spacing ?? 8).place(subviews, in: bounds)
    }
}

/// A vertical stack as a layout value (see ``HStackLayout``).
public struct VStackLayout: Layout {
    /// How the subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The distance between subviews; nil for the standard 8 points.
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    @MainActor
    public static func _makeLayoutNodes<Content: View>(_ layout: Self, content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        context.resolveChild(VStack(alignment: layout.alignment, spacing: layout.spacing) { content })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackedIdeal(axis: .vertical, spacing: spacing ?? 8).size(subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackedIdeal(axis: .vertical, spacing: spacing ?? 8).place(subviews, in: bounds)
    }
}

/// An overlaying stack as a layout value (see ``HStackLayout``).
public struct ZStackLayout: Layout {
    /// Where each subview is placed.
    public var alignment: Alignment

    /// An overlaying stack layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    @MainActor
    public static func _makeLayoutNodes<Content: View>(_ layout: Self, content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        context.resolveChild(ZStack(alignment: layout.alignment) { content })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let ideal = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(size.width, ideal.width), height: max(size.height, ideal.height))
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }
}

/// A grid as a layout value: its content laid out as `Grid`'s (see ``HStackLayout``).
public struct GridLayout: Layout {
    /// Where each cell's view sits in its cell.
    public var alignment: Alignment
    /// The distance between columns; nil for the standard 8 points.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows; nil for the standard 8 points.
    public var verticalSpacing: CGFloat?

    /// A grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    @MainActor
    public static func _makeLayoutNodes<Content: View>(_ layout: Self, content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        context.resolveChild(Grid(alignment: layout.alignment, horizontalSpacing: layout.horizontalSpacing,
                                  verticalSpacing: layout.verticalSpacing) { content })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackedIdeal(axis: .vertical, spacing: verticalSpacing ?? 8).size(subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackedIdeal(axis: .vertical, spacing: verticalSpacing ?? 8).place(subviews, in: bounds)
    }
}

/// A layout whose type is erased, so one container can switch between layouts
/// (`isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`) and keep its content.
public struct AnyLayout: Layout {
    private let box: LayoutBox
    private let base: any Layout

    /// Erases `layout`'s type.
    public init<L: Layout>(_ layout: L) {
        box = LayoutBox(layout)
        base = layout
    }

    @MainActor
    public static func _makeLayoutNodes<Content: View>(_ layout: Self, content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        func make<L: Layout>(_ base: L) -> [ResolvedNode] { L._makeLayoutNodes(base, content: content, in: context) }
        return make(layout.base)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        box.sizeThatFits(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        box.placeSubviews(bounds, proposal, subviews)
    }
}

/// Subviews one after another at their ideal sizes, for the built-in layouts' own methods.
private struct StackedIdeal {
    let axis: Axis
    let spacing: CGFloat

    func size(_ subviews: LayoutSubviews) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = spacing * CGFloat(max(sizes.count - 1, 0))
        switch axis {
        case .horizontal: return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
        case .vertical: return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
        }
    }

    func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
        var offset: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            switch axis {
            case .horizontal:
                subview.place(at: CGPoint(x: bounds.minX + offset, y: bounds.midY), anchor: .leading, proposal: .unspecified)
                offset += size.width + spacing
            case .vertical:
                subview.place(at: CGPoint(x: bounds.midX, y: bounds.minY + offset), anchor: .top, proposal: .unspecified)
                offset += size.height + spacing
            }
        }
    }
}
