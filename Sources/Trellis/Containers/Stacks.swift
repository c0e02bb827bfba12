/// A view that places its subviews side by side, from the leading edge to the trailing one.
///
/// The stack offers its width to the subviews by SwiftUI's rule, least flexible first, and
/// aligns them vertically by `alignment`. In HTML it is a flex row whose split follows the
/// layout engine's; in SVG each subview is drawn at the frame the engine gave it.
public struct HStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a horizontal stack with the given alignment and spacing.
    ///
    /// - Parameters:
    ///   - alignment: How the subviews line up vertically; the center by default.
    ///   - spacing: The distance between adjacent subviews, or `nil` for the theme's
    ///     `spacing.small` (8 points in every preset).
    ///   - content: A view builder that creates the stack's subviews.
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

/// A view that places its subviews one below another, from the top down.
///
/// The stack offers its height to the subviews by SwiftUI's rule, least flexible first, and
/// aligns them horizontally by `alignment`. In HTML it is a flex column whose split follows the
/// layout engine's; in SVG each subview is drawn at the frame the engine gave it.
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a vertical stack with the given alignment and spacing.
    ///
    /// - Parameters:
    ///   - alignment: How the subviews line up horizontally; the center by default.
    ///   - spacing: The distance between adjacent subviews, or `nil` for the theme's
    ///     `spacing.small` (8 points in every preset).
    ///   - content: A view builder that creates the stack's subviews.
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

/// A view that lays its subviews over one another, back to front, aligned by one alignment.
///
/// Each subview is offered the whole space; the stack is as large as the largest of them, and
/// later subviews are drawn over earlier ones.
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    /// Creates an overlaying stack with the given alignment.
    ///
    /// - Parameters:
    ///   - alignment: Where each subview is placed within the stack's frame; the center by default.
    ///   - content: A view builder that creates the stack's subviews, back to front.
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

/// Space that grows to take what its stack leaves over, along the stack's direction.
///
/// In a `VStack` it grows vertically and in an `HStack` horizontally; outside a stack it grows
/// along both axes.
public struct Spacer: View, Sendable {
    public typealias Body = Never
    /// The minimum length the spacer keeps along its stack's axis; `nil` means 8 points.
    public let minLength: CGFloat?

    /// Creates a spacer.
    ///
    /// - Parameter minLength: The length the spacer never shrinks below, or `nil` for 8 points.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public static func _resolve(_ view: Spacer, in context: _ResolveContext) -> [ResolvedNode] {
        [ResolvedNode(.spacer(minLength: view.minLength ?? Spacing.standard))]
    }
}

/// A thin line that sets content apart: 1 point thick, in the separator color.
///
/// In a `VStack` (or outside any stack) the line runs horizontally across the stack; in an
/// `HStack` it runs vertically.
public struct Divider: View, Sendable {
    public typealias Body = Never
    /// Creates a divider.
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
