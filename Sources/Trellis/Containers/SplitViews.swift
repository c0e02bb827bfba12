/// macOS's resizable split of panes side by side, a divider between each two, as AppKit's split
/// view draws them. Each pane keeps the frame it asks for; a render has no divider to drag.
public struct HSplitView<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// Creates a split of the panes `content` builds, leading to trailing.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        _SplitPanes.resolve(view.content, axis: .horizontal, in: context)
    }
}

/// macOS's resizable split of panes one above another, a divider between each two.
public struct VSplitView<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// Creates a split of the panes `content` builds, top to bottom.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        _SplitPanes.resolve(view.content, axis: .vertical, in: context)
    }
}

enum _SplitPanes {
    /// The panes in a stack with no spacing and a 1-point separator between each two, which is
    /// the divider AppKit's thin split view style draws.
    @MainActor
    static func resolve<Content: View>(_ content: Content, axis: Axis, in context: _ResolveContext) -> [ResolvedNode] {
        let panes = context.resolvingContainerContent(content)
        let color = Color(.separator).resolve(in: context.environment)
        var children: [ResolvedNode] = []
        for (index, pane) in panes.enumerated() {
            if index > 0 { children.append(ResolvedNode(.divider(color: color, thickness: 1))) }
            children.append(pane)
        }
        let stack = ResolvedStack(axis: axis, alignment: .center, spacing: 0)
        return [ResolvedNode(.stack(stack), children: children)]
    }
}
