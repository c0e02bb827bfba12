/// `.padding(edges, length)`: a length left out is the theme's `spacing.large`, read where the
/// padding is resolved, so a team's theme sets its screens' default padding as SwiftUI's 16 does.
public struct _EdgePaddingModifier: ViewModifier {
    public typealias Body = Never
    let edges: Edge.Set
    let length: CGFloat?

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        let length = modifier.length ?? context.environment.themeValue(\.spacing.large)
        return _WrapperModifier._resolve(_WrapperModifier(kind: .padding(EdgeInsets(modifier.edges, length))), content: content, in: context)
    }
}
