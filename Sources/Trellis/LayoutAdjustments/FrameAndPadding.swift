/// Sets the priority stacks use when they share out space. Like SwiftUI's trait, it marks the
/// content's own node rather than adding a wrapper.
public struct _LayoutPriorityModifier: ViewModifier {
    public typealias Body = Never
    let priority: Double

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        C._resolve(content, in: context).map { node in
            var node = node
            node.layoutPriority = ResolvedLength.priority(modifier.priority)
            return node
        }
    }
}

extension View {
    /// Insets the view by different lengths on each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_WrapperModifier(kind: .padding(insets)))
    }

    /// Without a length, the theme's `spacing.large` (16 in every preset, SwiftUI's own default).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_EdgePaddingModifier(edges: edges, length: length))
    }

    /// Insets the view by `length` on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// A frame of a fixed width, height or both, with the view aligned in it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_WrapperModifier(kind: .fixedFrame(ResolvedFixedFrame(width: width, height: height, alignment: alignment))))
    }

    /// A frame with minimum, ideal and maximum sizes, with the view aligned in it; `.infinity` takes all the room offered.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(_WrapperModifier(kind: .flexibleFrame(ResolvedFlexibleFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
            alignment: alignment))))
    }

    /// Keeps the view at its ideal size along the chosen axes, whatever its parent offers.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_WrapperModifier(kind: .fixedSize(horizontal: horizontal, vertical: vertical)))
    }

    /// Keeps the view at its ideal size along both axes.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// How much of a stack's room the view gets before its siblings; higher goes first.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutPriorityModifier(priority: value))
    }
}

extension View {
    /// Pads the view by the margin a scene gives its content: 20 points on each edge, as macOS
    /// pads a Settings window.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges, 20)
    }

    /// Pads the view by the margin a scene gives its content; every kind is 20 points.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, 20)
    }
}

/// The margin a scene gives its content.
public struct ScenePadding: Equatable, Sendable {
    let name: String
    /// The margin of the content a scene shows at its edges.
    public static let minimum = ScenePadding(name: "minimum")
    /// The margin of navigation bars' content.
    public static let navigationBar = ScenePadding(name: "navigationBar")
}
