/// A label's icon is drawn in the tint in a list or form row, as iOS draws it there, unless a
/// foreground style is set around the label (Scrumdinger's cards set theirs); anywhere else the
/// icon takes the foreground style, like the title.
struct _LabelIconTint: ViewModifier {
    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        guard context.isListRowPosition, context.environment.foregroundStyle == nil else {
            return C._resolve(content, in: context)
        }
        return C._resolve(content, in: context.modifyingEnvironment { $0.foregroundStyle = AnyShapeStyle(TintShapeStyle()) })
    }
}
