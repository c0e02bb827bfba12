/// A box around related content, as iOS draws it: the content (under its label, in the
/// headline font) 16 pt inside a rounded rectangle of the secondary system background, as wide
/// as the space offered.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a group box with a custom label.
    ///
    /// - Parameters:
    ///   - content: A view builder that creates the box's content.
    ///   - label: A view drawn above the content in the headline font.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Creates a group box with a label view.
    ///
    /// - Parameters:
    ///   - label: A view drawn above the content in the headline font.
    ///   - content: A view builder that creates the box's content.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// The label and content as the group box style in force draws them (GroupBoxStyle.swift).
    public var body: some View {
        _StyledGroupBox(label: label, content: content)
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates a group box without a label.
    ///
    /// - Parameter content: A view builder that creates the box's content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box whose label is a text made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The box's title, drawn in the headline font.
    ///   - content: A view builder that creates the box's content.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a group box whose label is a text shown as written.
    ///
    /// - Parameters:
    ///   - title: The box's title, drawn in the headline font.
    ///   - content: A view builder that creates the box's content.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
