import Foundation

/// An editable line of text, shown as it is now: its value, or its placeholder (the prompt, else
/// the title) in the placeholder gray when the value is empty. Drawn by the text field style in
/// the environment (plain on iOS unless `.roundedBorder` is set).
public struct TextField<Label: View>: View {
    public typealias Body = Never
    /// The value as written in a locale: a formatted value follows the environment's.
    let value: (Locale) -> String
    let prompt: Text?
    let label: Label
    let axis: Axis

    init(value: String, prompt: Text?, axis: Axis, label: Label) {
        self.init(formatted: { _ in value }, prompt: prompt, axis: axis, label: label)
    }

    init(formatted value: @escaping (Locale) -> String, prompt: Text?, axis: Axis, label: Label) {
        self.value = value
        self.prompt = prompt
        self.axis = axis
        self.label = label
    }

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(value: text.wrappedValue, prompt: prompt, axis: .horizontal, label: label())
    }

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(value: text.wrappedValue, prompt: prompt, axis: axis, label: label())
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let placeholder = view.prompt.map { AnyView($0) } ?? AnyView(view.label)
        let field = _TextFieldDrawing(
            value: view.value(context.environment.locale), placeholder: placeholder, isMultiline: view.axis == .vertical,
            style: context.environment.textFieldStyle)
        let role = ResolvedAccessibility(
            label: context.spokenText(of: view.label),
            control: .textField(placeholder: context.spokenText(of: placeholder), isMultiline: view.axis == .vertical))
        return context.resolveControl(field, accessibility: role)
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(value: text.wrappedValue, prompt: prompt, axis: .horizontal, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(value: text.wrappedValue, prompt: prompt, axis: .horizontal, label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(value: text.wrappedValue, prompt: nil, axis: axis, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(value: text.wrappedValue, prompt: prompt, axis: axis, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(value: text.wrappedValue, prompt: nil, axis: axis, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(value: text.wrappedValue, prompt: prompt, axis: axis, label: Text(title))
    }

    /// A number (or any value) written with `format`, in the environment's locale (en_US_POSIX
    /// unless a screen sets one), never the machine's.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        let input = value.wrappedValue
        self.init(formatted: { format.locale($0).format(input) }, prompt: prompt, axis: .horizontal, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        let input = value.wrappedValue
        self.init(formatted: { format.locale($0).format(input) }, prompt: prompt, axis: .horizontal, label: Text(title))
    }
}

/// An editable line whose characters are shown as dots.
public struct SecureField<Label: View>: View {
    public typealias Body = Never
    let field: TextField<Label>

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(value: Self.dots(text.wrappedValue), prompt: prompt, axis: .horizontal, label: label())
    }

    /// iOS shows one bullet per character.
    static func dots(_ value: String) -> String {
        String(repeating: "\u{2022}", count: value.count)
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        TextField<Label>._resolve(view.field, in: context)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

/// A multi-line text area: its text from the top leading corner, filling the space it is given.
public struct TextEditor: View {
    public typealias Body = Never
    let value: String

    public init(text: Binding<String>) {
        value = text.wrappedValue
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let drawing = Text(verbatim: view.value)
            .padding(.vertical, 8)
            .padding(.horizontal, 5)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        return context.resolveControl(drawing, accessibility: ResolvedAccessibility(control: .textField(placeholder: nil, isMultiline: true)))
    }
}

/// A text field's look, from its style.
struct _TextFieldDrawing: View {
    let value: String
    let placeholder: AnyView
    let isMultiline: Bool
    let style: TextFieldStyleKind

    var body: some View {
        let content = Group {
            if value.isEmpty {
                placeholder.foregroundStyle(ControlLook.placeholder)
            } else {
                Text(verbatim: value)
            }
        }
        .lineLimit(isMultiline ? nil : 1)
        .frame(maxWidth: .infinity, alignment: .leading)
        switch style {
        case .plain:
            content
        case .roundedBorder:
            content
                .padding(.vertical, 6)
                .padding(.horizontal, 7)
                .background(Color(SemanticColor.systemBackground), in: RoundedRectangle(cornerRadius: 5))
                .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color(SemanticColor.separator), lineWidth: 0.5))
        }
    }
}
