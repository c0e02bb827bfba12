/// A control with a label. Actions never run in a rendered snapshot; the label is drawn by the
/// button style in the environment.
public struct Button<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let role: ButtonRole?
    /// Runs only when the render follows buttons (`StateVariantMode.all`), to see what it changes.
    let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
        self.action = action
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let label = view.label
        let configuration = ButtonStyleConfiguration(
            role: view.role,
            label: ButtonStyleConfiguration.Label { context in Label._resolve(label, in: context) },
            isPressed: false)
        let style = context.environment.buttonStyle ?? DefaultButtonStyle()
        let styled = resolveStyle(style, configuration: configuration, in: context)
        let button = ResolvedButton(role: view.role)
        let node = ResolvedNode(.button(button), children: [styled])
        guard context.environment.isEnabled else { return [node.dimmed(unless: false)] }
        guard context.followsStates(runningActions: true) else { return [node] }
        let spoken = node.spokenText
        let action = view.action
        return [context.linkingState(
            node, control: context.nextControlKey("button"), label: nil, option: spoken.isEmpty ? "button" : spoken,
            role: .button, description: "Button \"\(spoken)\"", runsAction: true,
            // The action reads @Environment and @EnvironmentObject as it would where the button is.
            apply: { context.evaluate { action() } })]
    }

    private static func resolveStyle<S: ButtonStyle>(
        _ style: S, configuration: ButtonStyleConfiguration, in context: _ResolveContext
    ) -> ResolvedNode {
        let body = context.evaluate { style.makeBody(configuration: configuration) }
        return context.resolveSingle(body)
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}
