/// A button's label takes the tint unless the code around the button set a foreground style:
/// in SwiftUI `.foregroundStyle(.white)` on a stack of borderless buttons paints their labels
/// white (a paywall's Restore and Terms links), because the tint is only the fallback a plain
/// foreground would otherwise get. Trellis's own styling of a container (a list's header color)
/// is not the user's choice and leaves the tint in place, so the modifiers record who set it.
@MainActor
struct _TintedButtonLabel<Content: View>: View {
    typealias Body = Never
    let content: Content

    static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        guard !context.environment.foregroundStyleIsExplicit else { return Content._resolve(view.content, in: context) }
        let tinted = view.content.foregroundStyle(.tint)
        return type(of: tinted)._resolve(tinted, in: context)
    }
}

private struct ForegroundStyleIsExplicitKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether `foregroundStyle` here was set by `.foregroundStyle(_:)`/`.foregroundColor(_:)`
    /// in the user's code rather than left unset or set by a built-in view's styling.
    var foregroundStyleIsExplicit: Bool {
        get { self[ForegroundStyleIsExplicitKey.self] }
        set { self[ForegroundStyleIsExplicitKey.self] = newValue }
    }
}

extension View {
    /// The label in the tint, unless a foreground style set around the button overrides it.
    func _tintedUnlessForegroundIsSet() -> some View { _TintedButtonLabel(content: self) }
}
