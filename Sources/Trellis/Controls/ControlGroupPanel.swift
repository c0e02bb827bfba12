/// A control group in content, as iOS draws it there: the controls as equal segments of one
/// rounded panel on the tertiary fill, a hairline between neighbours. In a toolbar the group
/// stays a row of bar buttons (the bar draws their grouping), which `isInToolbar` tells apart.
@MainActor
struct _ControlGroupPanel<Content: View>: View {
    typealias Body = Never
    let content: Content

    static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let controls = view.content.labelStyle(.iconOnly)
        guard !context.environment.isInToolbar else {
            return context.resolveChild(HStack(spacing: 16) { controls })
        }
        let segments = context.resolveChild(controls)
        let panel = HStack(spacing: 0) {
            ForEach(segments.indices, id: \.self) { index in
                if index > 0 { Divider().frame(height: 22) }
                _Deferred(nodes: [segments[index]])
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 11)
            }
        }
        .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        return context.resolveChild(panel)
    }
}

private struct IsInToolbarKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the views here are a toolbar item's, drawn in a bar rather than in content.
    var isInToolbar: Bool {
        get { self[IsInToolbarKey.self] }
        set { self[IsInToolbarKey.self] = newValue }
    }
}
