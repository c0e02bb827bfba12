/// The iOS 18 `Tab` forms whose tab bar item is a view of the app's own, usually a `Label`.
extension Tab {
    /// Creates a tab with a value for the tab view's selection and a label view for its item.
    ///
    /// - Parameters:
    ///   - value: The tag that selects this tab.
    ///   - content: A view builder that creates the tab's screen.
    ///   - label: A view builder that creates the tab bar item, such as a `Label`.
    public init<L: View>(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.init("", systemImage: "", value: value, content: content)
        self.label = AnyView(label())
    }

    /// Creates a tab with a title, an image from the asset catalog and a value for the selection.
    ///
    /// - Parameters:
    ///   - titleKey: The title drawn under the image in the tab bar.
    ///   - image: The name of the image in the app's asset catalog.
    ///   - value: The tag that selects this tab.
    ///   - content: A view builder that creates the tab's screen.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: "", value: value, content: content)
        label = AnyView(Label(titleKey, image: image))
    }
}

extension Tab where Value == Never {
    /// Creates a tab selected by its position, with a label view for its item.
    ///
    /// - Parameters:
    ///   - content: A view builder that creates the tab's screen.
    ///   - label: A view builder that creates the tab bar item, such as a `Label`.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.init("", systemImage: "", content: content)
        self.label = AnyView(label())
    }
}
