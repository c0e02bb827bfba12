/// A title paired with an icon, as list rows, menus and tab items show them.
///
/// It is drawn by the label style in the environment: by default the icon, then the title.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// Creates a label with a custom title and icon.
    ///
    /// - Parameters:
    ///   - title: A view builder that creates the title.
    ///   - icon: A view builder that creates the icon, drawn before the title.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// Drawn by the label style in the environment (LabelStyle.swift).
    public var body: some View {
        _StyledLabel(title: title, icon: icon)
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a title made from a localized string key and a system symbol.
    ///
    /// - Parameters:
    ///   - titleKey: The label's title.
    ///   - name: The name of the symbol drawn before the title.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a title shown as written and a system symbol.
    ///
    /// - Parameters:
    ///   - title: The label's title.
    ///   - name: The name of the symbol drawn before the title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
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
