/// Custom text field styles, as design systems write them: a struct with
/// `func _body(configuration: TextField<Self._Label>) -> some View` that wraps the field in an
/// icon and a border. The field the style is given draws as a plain field; what the style puts
/// around it draws as any view does.

/// The label of the field a custom text field style is given: the original field's label.
public struct _TextFieldStyleLabel: View {
    public typealias Body = Never
    let content: AnyView

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        context.resolveChild(view.content)
    }
}

extension TextFieldStyle where _Body == TextField<_TextFieldStyleLabel> {
    /// A built-in style draws the field itself.
    public func _body(configuration: TextField<Self._Label>) -> TextField<_TextFieldStyleLabel> {
        configuration
    }
}

extension TextFieldStyle {
    /// A custom style's field is plain inside whatever the style draws around it.
    public var _kind: TextFieldStyleKind { .plain }
}

private struct CustomTextFieldStyleKey: EnvironmentKey {
    static var defaultValue: (any TextFieldStyle)? { nil }
}

extension EnvironmentValues {
    /// The custom style the text fields below draw in, if one was set.
    var customTextFieldStyle: (any TextFieldStyle)? {
        get { self[CustomTextFieldStyleKey.self] }
        set { self[CustomTextFieldStyleKey.self] = newValue }
    }
}

extension TextField {
    /// The style's body around this field, the field inside it drawn plain.
    static func resolveStyled<S: TextFieldStyle>(_ view: Self, _ style: S, in context: _ResolveContext) -> [ResolvedNode] {
        let configuration = TextField<_TextFieldStyleLabel>(
            formatted: view.value, prompt: view.prompt, axis: view.axis, label: _TextFieldStyleLabel(content: AnyView(view.label)))
        let inner = context.modifyingEnvironment { values in
            values.customTextFieldStyle = nil
            values.textFieldStyle = .plain
        }
        let body = inner.evaluate { style._body(configuration: configuration) }
        return inner.resolveChild(body)
    }
}
