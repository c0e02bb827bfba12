// Initializers that everyday app code calls and that were missing, each with SwiftUI's signature
// and built from the initializers that exist.

extension Section where Parent: View, Footer: View {
    /// The iOS 13 form, header and footer given as views.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == EmptyView {
    /// A section with only a footer, as a view.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }

    /// A section with only a footer, from a builder.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Button where Label == Trellis.Label<Text, Image> {
    /// iOS 17's title-and-symbol button.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// iOS 17's button with a title and an SF Symbol, drawn as a ``Label``.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Trellis.Label(title, systemImage: systemImage) }
    }

    /// A button with a localized title, an SF Symbol and a role; the button style draws a
    /// destructive one red.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title, an SF Symbol and a role; the button style draws a
    /// destructive one red.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(title, systemImage: systemImage) }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A title with an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A title with an image from the asset catalog.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Inside a custom style's `makeBody`: the progress view drawn as the default style draws
    /// it, from the style's configuration (so a custom style can wrap the standard look).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}

/// The role of an iOS 18 tab: `.search` is the search tab, a magnifying glass titled Search.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab, drawn titled Search with a magnifying glass.
    public static let search = TabRole(name: "search")
}

extension Tab {
    /// A tab with a title, an SF Symbol and a role.
    ///
    /// The role doesn't change how the tab is drawn; the title and symbol given are shown.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, value: value, content: content)
    }

    /// A tab with only a role: the search tab.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init("Search", systemImage: "magnifyingglass", value: value, content: content)
    }
}

extension Picker {
    /// The iOS 13 form, the label given as a view.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
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
