// Backgrounds and bar pieces set on a screen's containers (iOS 18–26): a navigation container's
// background, the toolbar's background visibility, iOS 26's toolbar spacers.

/// The container whose background ``View/containerBackground(_:for:)`` sets.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// The navigation stack the view is a screen of.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// The split view column the view is in.
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    /// The tab view the view is a tab of.
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}

extension View {
    /// Fills the container this screen is in (its navigation stack's area) with `style`, behind
    /// the screen's content; an opaque list's own background still covers it, as on iOS.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        background(style)
    }

    /// Fills the container this screen is in with a view, behind the screen's content.
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        background(alignment: alignment, content: content)
    }

    /// Whether the bar's background shows (iOS 18's name for `toolbarBackground(_:for:)` with a
    /// visibility); a snapshot draws the bar's background as it is at rest.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_ToolbarModifier { _ in })
    }
}

/// How much room a ``ToolbarSpacer`` takes.
public enum SpacerSizing: Hashable, Sendable {
    /// As much as the bar has left.
    case flexible
    /// A small fixed gap that separates groups of items.
    case fixed
}

/// iOS 26's space between toolbar items: in the bottom bar a flexible one pushes the items
/// apart; in the navigation bar, where items hug their edge, a fixed one is a 6-point gap and a
/// flexible one takes no room.
public struct ToolbarSpacer: ToolbarContent, CustomizableToolbarContent {
    public typealias Body = Never
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// Creates a spacer between toolbar items.
    ///
    /// - Parameters:
    ///   - sizing: `.flexible` (the default) or `.fixed`.
    ///   - placement: The bar it goes in; `.automatic` by default.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    public static func _resolveToolbar(_ spacer: Self, in context: _ResolveContext) -> [_ToolbarEntry] {
        switch (spacer.sizing, spacer.placement.slot) {
        case (.flexible, .bottom): [_ToolbarEntry.resolving(Spacer(), placement: spacer.placement, in: context)]
        case (.fixed, _): [_ToolbarEntry.resolving(Color.clear.frame(width: 6, height: 1), placement: spacer.placement, in: context)]
        case (.flexible, _): []
        }
    }
}
