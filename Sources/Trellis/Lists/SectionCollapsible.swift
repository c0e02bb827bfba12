/// iOS 17's collapsible sections: the binding says whether the rows show; the header always does.
extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a collapsible section titled with a localized string key; a collapsed section
    /// shows only its header.
    ///
    /// - Parameters:
    ///   - titleKey: The section's title.
    ///   - isExpanded: The binding to whether the rows show.
    ///   - content: A view builder that creates the section's rows.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleKey, content: content)
        self.isExpanded = isExpanded.wrappedValue
    }

    /// Creates a collapsible section titled with a string shown as written.
    ///
    /// - Parameters:
    ///   - title: The section's title.
    ///   - isExpanded: The binding to whether the rows show.
    ///   - content: A view builder that creates the section's rows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title, content: content)
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Footer == EmptyView {
    /// Creates a collapsible section with a header view; a collapsed section shows only its header.
    ///
    /// - Parameters:
    ///   - isExpanded: The binding to whether the rows show.
    ///   - content: A view builder that creates the section's rows.
    ///   - header: A view drawn above the rows.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header)
        self.isExpanded = isExpanded.wrappedValue
    }
}
