import Foundation

/// A control for typing a line of text (or several, with `axis: .vertical`).
///
/// A page shows the field as it is now: its value, or its placeholder (the prompt, else
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

    /// Creates a one-line text field showing its binding's text, with a custom label.
    ///
    /// - Parameters:
    ///   - text: The binding whose current text the field shows.
    ///   - prompt: The placeholder shown while the text is empty; `nil` shows the label instead.
    ///   - label: A view that describes the field's purpose, which a reader hears.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(value: text.wrappedValue, prompt: prompt, axis: .horizontal, label: label())
    }

    /// Creates a text field showing its binding's text, with a custom label, that grows along an
    /// axis.
    ///
    /// - Parameters:
    ///   - text: The binding whose current text the field shows.
    ///   - prompt: The placeholder shown while the text is empty; `nil` shows the label instead.
    ///   - axis: `.vertical` wraps the text onto as many lines as it needs; `.horizontal` keeps it
    ///     on one line, truncated.
    ///   - label: A view that describes the field's purpose.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(value: text.wrappedValue, prompt: prompt, axis: axis, label: label())
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        if let style = context.environment.customTextFieldStyle { return resolveStyled(view, style, in: context) }
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
    /// Creates a one-line text field with a title made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The binding whose current text the field shows.
    ///   - prompt: The placeholder shown while the text is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(value: text.wrappedValue, prompt: prompt, axis: .horizontal, label: Text(titleKey))
    }

    /// Creates a one-line text field with a title shown as written.
    ///
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The binding whose current text the field shows.
    ///   - prompt: The placeholder shown while the text is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(value: text.wrappedValue, prompt: prompt, axis: .horizontal, label: Text(title))
    }

    /// Creates a text field with a title that grows along an axis.
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder while the text is empty.
    ///   - text: The binding whose current text the field shows.
    ///   - axis: `.vertical` wraps the text onto as many lines as it needs.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(value: text.wrappedValue, prompt: nil, axis: axis, label: Text(titleKey))
    }

    /// Creates a text field with a title and a prompt that grows along an axis.
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, which a reader hears.
    ///   - text: The binding whose current text the field shows.
    ///   - prompt: The placeholder shown while the text is empty; `nil` shows the title.
    ///   - axis: `.vertical` wraps the text onto as many lines as it needs.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(value: text.wrappedValue, prompt: prompt, axis: axis, label: Text(titleKey))
    }

    /// Creates a text field with a title shown as written that grows along an axis.
    ///
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder while the text is empty.
    ///   - text: The binding whose current text the field shows.
    ///   - axis: `.vertical` wraps the text onto as many lines as it needs.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(value: text.wrappedValue, prompt: nil, axis: axis, label: Text(title))
    }

    /// Creates a text field with a title shown as written and a prompt that grows along an axis.
    ///
    /// - Parameters:
    ///   - title: The field's title, which a reader hears.
    ///   - text: The binding whose current text the field shows.
    ///   - prompt: The placeholder shown while the text is empty; `nil` shows the title.
    ///   - axis: `.vertical` wraps the text onto as many lines as it needs.
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

    /// Creates a text field with a title shown as written that shows a value written with a format
    /// style, in the environment's locale.
    ///
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder.
    ///   - value: The binding whose current value the field shows.
    ///   - format: The format style that writes the value, such as `.number`.
    ///   - prompt: The placeholder shown when the formatted value is empty.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        let input = value.wrappedValue
        self.init(formatted: { format.locale($0).format(input) }, prompt: prompt, axis: .horizontal, label: Text(title))
    }
}

/// A control for private text, such as a password, whose characters are never shown.
///
/// Drawn as a ``TextField`` in the same style, its value shown as one bullet per character,
/// as iOS shows it; a page never contains the text itself.
public struct SecureField<Label: View>: View {
    public typealias Body = Never
    let field: TextField<Label>

    /// Creates a secure field with a custom label, showing one bullet per character of its text.
    ///
    /// - Parameters:
    ///   - text: The binding whose text's length decides the bullets.
    ///   - prompt: The placeholder shown while the text is empty; `nil` shows the label instead.
    ///   - label: A view that describes the field's purpose.
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
    /// Creates a secure field with a title made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The binding whose text's length decides the bullets.
    ///   - prompt: The placeholder shown while the text is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a secure field with a title shown as written.
    ///
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The binding whose text's length decides the bullets.
    ///   - prompt: The placeholder shown while the text is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

/// A view for writing and editing text of many lines.
///
/// A page shows its binding's text from the top leading corner, wrapped, in a view that fills
/// the space it is offered.
public struct TextEditor: View {
    public typealias Body = Never
    let value: String

    /// Creates a text editor showing its binding's text.
    ///
    /// - Parameter text: The binding whose current text the editor shows.
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
        // A vertical field keeps the lines its `lineLimit` allows and reserves (3...6); a
        // one-line field shows one line and reserves none, whatever is set around it.
        .transformEnvironment(\.self) { environment in
            if !isMultiline { (environment.lineLimit, environment.reservedLineCount) = (1, nil) }
        }
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
