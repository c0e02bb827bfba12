/// A label's icon in the tint, as list rows draw it, unless a foreground style is already in
/// force: `.foregroundColor(.black)` on a card (Scrumdinger's CardView) colors its icons too,
/// since in SwiftUI the style set nearer the view wins over the label style's default.
struct _TintedLabelIcon<Content: View>: View {
    typealias Body = Never
    let content: Content

    static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        guard context.environment.foregroundStyle == nil else { return Content._resolve(view.content, in: context) }
        return context.resolveChild(view.content.foregroundStyle(.tint))
    }
}
