/// Draws a whole button, deciding itself how it is triggered: its body is the button, not
/// only its label (a style can wrap a `Button(action: configuration.trigger)` or use a gesture).
/// Set with `.buttonStyle(_:)`; the innermost style set, plain or primitive, wins.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The type of view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// The label, role and action a style draws a button from.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The view of a button with this configuration.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a primitive button style is given: the label, the role and the button's action.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label as a view.
    public struct Label: View {
        public typealias Body = Never
        let resolver: @MainActor (_ResolveContext) -> [ResolvedNode]

        public static func _resolve(_ view: Label, in context: _ResolveContext) -> [ResolvedNode] {
            view.resolver(context)
        }
    }

    /// The button's role, which styles may draw differently (a destructive button is red).
    public let role: ButtonRole?
    /// The button's label, as the button was given it.
    public let label: Label
    let action: () -> Void

    /// Performs the button's action; the style calls it when the button is triggered.
    public func trigger() { action() }
}

private struct PrimitiveButtonStyleKey: EnvironmentKey {
    /// nil: the plain `ButtonStyle` in force (or the default) draws buttons.
    static var defaultValue: (any PrimitiveButtonStyle)? { nil }
}

extension EnvironmentValues {
    var primitiveButtonStyle: (any PrimitiveButtonStyle)? {
        get { self[PrimitiveButtonStyleKey.self] }
        set { self[PrimitiveButtonStyleKey.self] = newValue }
    }
}

extension Button {
    /// The button as the primitive style in force draws it. Buttons inside the style's body
    /// (it usually makes one) are drawn without it, else the style would draw itself forever.
    static func resolvePrimitive(
        _ style: any PrimitiveButtonStyle, label: Label, role: ButtonRole?, action: @escaping () -> Void,
        in context: _ResolveContext
    ) -> [ResolvedNode] {
        let configuration = PrimitiveButtonStyleConfiguration(
            role: role, label: PrimitiveButtonStyleConfiguration.Label { Label._resolve(label, in: $0) }, action: action)
        let inner = context.modifyingEnvironment { $0.primitiveButtonStyle = nil }
        let body = inner.evaluate { AnyView(style.makeBody(configuration: configuration)) }
        return inner.resolveChild(body)
    }
}
