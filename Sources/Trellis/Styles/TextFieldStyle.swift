/// How text fields look: `.automatic` and `.plain` draw the text alone, as iOS does in forms and
/// lists; `.roundedBorder` in a white box with a hairline border.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    var _kind: TextFieldStyleKind { get }
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
        environment(\.textFieldStyle, style._kind)
    }
}
