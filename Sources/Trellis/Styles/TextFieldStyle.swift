/// How text fields look: `.automatic` and `.plain` draw the text alone, as iOS does in forms and
/// lists; `.roundedBorder` in a white box with a hairline border.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    var _kind: TextFieldStyleKind { get }
}

public enum TextFieldStyleKind: Hashable, Sendable {
    case plain, roundedBorder
}

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .plain }
}

public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .plain }
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
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
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, style._kind)
    }
}
