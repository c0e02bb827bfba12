extension View {
    /// Sets an editable navigation title (iOS 16, with `.toolbarRole(.editor)`): the bar shows the
    /// binding's current value, as iOS does until the user taps the title to rename it.
    ///
    /// - Parameter title: The binding to the title's text.
    /// - Returns: A view whose screen has that title.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        modifier(_NavigationTitleModifier(title: title.wrappedValue, displayMode: nil))
    }
}
