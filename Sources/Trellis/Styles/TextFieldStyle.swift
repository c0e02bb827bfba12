/// How text fields look: `.automatic` and `.plain` draw the text alone, as iOS does in forms and
/// lists; `.roundedBorder` in a white box with a hairline border.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    var _kind: TextFieldStyleKind { get }
    /// What a custom style's `_body(configuration:)` returns (CustomTextFieldStyle.swift).
    associatedtype _Body: View = TextField<_TextFieldStyleLabel>
    /// The label of the field a custom style is given.
    typealias _Label = _TextFieldStyleLabel
    /// The field drawn in this style: the field itself for the built-in styles, or the app's
    /// view around `configuration` (an icon, a border) for a custom one.
    @ViewBuilder
    func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// How a text field is drawn; each style names one.
public enum TextFieldStyleKind: Hashable, Sendable {
    /// Without a border, or in a rounded border.
    case plain, roundedBorder
}

/// The default text field style: no border, as on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
    public var _kind: TextFieldStyleKind { .plain }
}

/// A text field without a border.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
    public var _kind: TextFieldStyleKind { .plain }
}

/// A text field in a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded-border style.
    public init() {}
    public var _kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style: no border.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No border.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue = TextFieldStyleKind.plain
}

extension EnvironmentValues {
    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the text fields in this view and below it.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        transformEnvironment(\.self) { values in
            values.textFieldStyle = style._kind
            values.customTextFieldStyle = S._Body.self == TextField<_TextFieldStyleLabel>.self ? nil : style
        }
    }
}
