/// Arranges its children in a row.
public struct HStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let stack = ResolvedStack(
            axis: .horizontal,
            alignment: Alignment(horizontal: .center, vertical: view.alignment),
            spacing: view.spacing ?? context.environment.themeValue(\.spacing.small))
        return [ResolvedNode(.stack(stack), children: context.resolvingContainerContent(view.content))]
    }
}

/// Arranges its children in a column.
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let stack = ResolvedStack(
            axis: .vertical,
            alignment: Alignment(horizontal: view.alignment, vertical: .center),
            spacing: view.spacing ?? context.environment.themeValue(\.spacing.small))
        return [ResolvedNode(.stack(stack), children: context.resolvingContainerContent(view.content))]
    }
}

/// Overlays its children, aligned, each offered the whole space.
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let stack = ResolvedStack(axis: nil, alignment: view.alignment, spacing: 0)
        return [ResolvedNode(.stack(stack), children: context.resolvingContainerContent(view.content))]
    }
}

extension _ResolveContext {
    /// Content of a plain container: list and picker structure does not reach through it.
    func resolvingContainerContent<V: View>(_ content: V) -> [ResolvedNode] {
        var inner = self
        inner.listDepth = 0
        inner.isInPicker = false
        return V._resolve(content, in: inner)
    }
}

/// Flexible space along the axis of the enclosing stack.
public struct Spacer: View, Sendable {
    public typealias Body = Never
    public let minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public static func _resolve(_ view: Spacer, in context: _ResolveContext) -> [ResolvedNode] {
        [ResolvedNode(.spacer(minLength: view.minLength ?? Spacing.standard))]
    }
}

/// A thin line across the enclosing stack's axis.
public struct Divider: View, Sendable {
    public typealias Body = Never
    public init() {}

    public static func _resolve(_ view: Divider, in context: _ResolveContext) -> [ResolvedNode] {
        let color = Color(.separator).resolve(in: context.environment)
        return [ResolvedNode(.divider(color: color, thickness: 1))]
    }
}

/// A color used as a view fills the space it is offered.
extension Color: View {
    public typealias Body = Never

    public static func _resolve(_ view: Color, in context: _ResolveContext) -> [ResolvedNode] {
        [ResolvedNode(.color(view.resolve(in: context.environment)))]
    }
}
