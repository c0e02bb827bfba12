/// Draws a button's label. Set once with `.buttonStyle(_:)` and every button below uses it.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The type of view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// The label and state a style draws a button from.
    typealias Configuration = ButtonStyleConfiguration

    /// The view of a button with this configuration.
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

    /// The button's role, which styles may draw differently (a destructive button is red).
    public let role: ButtonRole?
    /// The button's label, as the button was given it.
    public let label: Label
    /// Whether the button is pressed; always `false` in a static render.
    public let isPressed: Bool
}

/// The look a button has when no style is set: its label in the tint color.
public struct DefaultButtonStyle: ButtonStyle {
    /// The default style.
    public init() {}
    /// The label in the tint color, without a background; a foreground style set around the
    /// button paints it instead, as in SwiftUI.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label._tintedUnlessForegroundIsSet()
    }
}

/// A borderless button: the label in the tint color.
public typealias BorderlessButtonStyle = DefaultButtonStyle

/// A button that shows its label as it is, without tint.
public struct PlainButtonStyle: ButtonStyle {
    /// A style that leaves the label as it is.
    public init() {}
    /// The label, untinted and undecorated.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// A tinted label on a light tint-colored capsule-cornered background.
public struct BorderedButtonStyle: ButtonStyle {
    /// The bordered style.
    public init() {}
    /// The label on a translucent rounded background of the tint color.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(.tint)
            .modifier(_BorderedButtonChrome(fill: Color.accentColor.opacity(0.15)))
    }
}

/// A white label on a tint-colored background.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// The prominent bordered style.
    public init() {}
    /// The label in white on a rounded background of the tint color.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(Color.white)
            .modifier(_BorderedButtonChrome(fill: Color.accentColor))
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default button style: the label in the tint color.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
    /// A button without a border, drawn as the default style is.
    public static var borderless: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// A button that draws only its label, untinted.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// A button on a translucent tinted rounded background.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button on a solid tinted rounded background, for the screen's main action.
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
    /// Sets the style of the buttons in this view and below it.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformEnvironment(\.self) { values in
            values.buttonStyle = style
            values.primitiveButtonStyle = nil
        }
    }
}

extension View {
    /// Sets a style that draws the whole of each button in this view and below it.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformEnvironment(\.self) { values in
            values.primitiveButtonStyle = style
            values.buttonStyle = nil
        }
    }
}
