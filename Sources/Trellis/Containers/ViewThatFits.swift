/// Shows the first of its children whose ideal size fits the space offered along `axes`, or
/// the last when none does.
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Creates a view that picks the first of its subviews that fits.
    ///
    /// - Parameters:
    ///   - axes: The axes along which a subview's ideal size must fit the space offered; both by
    ///     default.
    ///   - content: A view builder that creates the candidates, preferred first.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        [ResolvedNode(.viewThatFits(ResolvedViewThatFits(axes: view.axes, chosen: nil)), children: context.resolvingContainerContent(view.content))]
    }
}
