/// A label and its value in a row: the label leading, the value trailing in the secondary color,
/// as a settings row shows them.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates labeled content with a custom label.
    ///
    /// - Parameters:
    ///   - content: A view builder that creates the value, drawn trailing in the secondary style.
    ///   - label: A view that describes the value, drawn leading.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The label, flexible space, then the content in the secondary style.
    public var body: some View {
        HStack {
            label
            Spacer()
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    /// Creates labeled content whose label is a text made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The label's title.
    ///   - content: A view builder that creates the value.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates labeled content whose label is a text shown as written.
    ///
    /// - Parameters:
    ///   - title: The label's title.
    ///   - content: A view builder that creates the value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates labeled content that shows a string value under a title.
    ///
    /// - Parameters:
    ///   - titleKey: The label's title.
    ///   - value: The value, shown as written.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// Creates labeled content that shows a string value under a title shown as written.
    ///
    /// - Parameters:
    ///   - title: The label's title.
    ///   - value: The value, shown as written.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A value written with a format style: `LabeledContent("Goal", value: date, format: .dateTime.year())`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// A value written with a format style, labeled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}
