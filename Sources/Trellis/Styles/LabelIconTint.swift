/// A label's icon is drawn in the tint in a list or form row, as iOS draws it there, unless a
/// foreground style is set around the label or inside its style (Scrumdinger's cards set theirs);
/// anywhere else the icon takes the foreground style, like the title.
@MainActor
enum _LabelIconTint {
    static func context(for context: _ResolveContext, isRow: Bool) -> _ResolveContext {
        guard isRow, context.environment.foregroundStyle == nil else { return context }
        return context.modifyingEnvironment { $0.foregroundStyle = AnyShapeStyle(TintShapeStyle()) }
    }
}
