/// Draws a button's label. Set once with `.buttonStyle(_:)` and every button below uses it.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a button style is given: the label, and whether the button is pressed (never, in a
/// rendered snapshot).
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    public struct Label: View {
        public typealias Body = Never
        let resolver: @MainActor (_ResolveContext) -> [ResolvedNode]

        public static func _resolve(_ view: Label, in context: _ResolveContext) -> [ResolvedNode] {
            view.resolver(context)
        }
    }

    public let role: ButtonRole?
    public let label: Label
    public let isPressed: Bool
}

/// The look a button has when no style is set: its label in the tint color.
public struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(.tint)
    }
}

/// A borderless button: the label in the tint color.
public typealias BorderlessButtonStyle = DefaultButtonStyle

/// A button that shows its label as it is, without tint.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// A tinted label on a light tint-colored capsule-cornered background.
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(.tint)
            .padding(.vertical, 7)
            .padding(.horizontal, 12)
            .background(Color.accentColor.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
    }
}

/// A white label on a tint-colored background.
public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(Color.white)
            .padding(.vertical, 7)
            .padding(.horizontal, 12)
            .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 8))
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
    public static var borderless: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

private struct ButtonStyleKey: EnvironmentKey {
    /// nil draws buttons with `DefaultButtonStyle`.
    static var defaultValue: (any ButtonStyle)? { nil }
}

extension EnvironmentValues {
    var buttonStyle: (any ButtonStyle)? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, style)
    }
}
