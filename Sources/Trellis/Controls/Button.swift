/// A control that performs an action when triggered.
///
/// The label is drawn by the button style in the environment (``DefaultButtonStyle`` paints it
/// in the tint). A page is a still picture, so the action does not run while rendering; with
/// `--states all` Trellis runs it once to render the page it leads to, and the button becomes a
/// link to that page. In HTML the button is a `<button type="button">` (or, as such a link, an
/// `<a role="button">`). Under `.disabled(true)` it is drawn at 40% opacity.
public struct Button<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let role: ButtonRole?
    /// Runs only when the render follows buttons (`StateVariantMode.all`), to see what it changes.
    let action: () -> Void

    /// Creates a button that displays a custom label.
    ///
    /// - Parameters:
    ///   - action: What the button does when triggered; run only when the render follows buttons
    ///     (`--states all`).
    ///   - label: A view that describes the button's action.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
        self.action = action
    }

    /// Creates a button with a role that displays a custom label.
    ///
    /// - Parameters:
    ///   - role: The button's purpose, such as ``ButtonRole/destructive``, which the button style can
    ///     read to draw it differently; `nil` for none.
    ///   - action: What the button does when triggered; run only when the render follows buttons.
    ///   - label: A view that describes the button's action.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        if let primitive = context.environment.primitiveButtonStyle {
            return resolvePrimitive(primitive, label: view.label, role: view.role, action: view.action, in: context)
        }
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
    /// Creates a button whose label is a text made from a localized string key.
    ///
    /// The key's inline Markdown is rendered, as in ``Text``.
    ///
    /// - Parameters:
    ///   - titleKey: The button's title.
    ///   - action: What the button does when triggered; run only when the render follows buttons.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button whose label is a text shown as written.
    ///
    /// - Parameters:
    ///   - title: The button's title; Markdown characters in it are not interpreted.
    ///   - action: What the button does when triggered; run only when the render follows buttons.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a role whose label is a text made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The button's title.
    ///   - role: The button's purpose, such as ``ButtonRole/cancel``; `nil` for none.
    ///   - action: What the button does when triggered; run only when the render follows buttons.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == Trellis.Label<Text, Image> {
    /// iOS 17's title-and-symbol button.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// iOS 17's button with a title and an SF Symbol, drawn as a ``Label``.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Trellis.Label(title, systemImage: systemImage) }
    }

    /// A button with a localized title, an SF Symbol and a role; the button style draws a
    /// destructive one red.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title, an SF Symbol and a role; the button style draws a
    /// destructive one red.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(title, systemImage: systemImage) }
    }
}
