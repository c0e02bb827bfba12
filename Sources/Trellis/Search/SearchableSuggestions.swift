// `searchable(text:placement:prompt:suggestions:)`, the iOS 15 spelling of a search field with
// suggestions (iOS 16 moved them to `searchSuggestions`). iOS lists the suggestions only while the
// field is focused, and a still screen never focuses it, so the field is drawn as the
// suggestion-less `searchable` draws it and the suggestions are built (their code runs) but not shown.
extension View {
    /// A search field with suggestions; drawn as `searchable(text:placement:prompt:)` draws it, since
    /// iOS shows the suggestions only while the field has focus.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        _ = suggestions()
        return searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field with suggestions whose prompt is a localized string key.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        _ = suggestions()
        return searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field with suggestions whose prompt is a string.
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder suggestions: () -> V
    ) -> some View {
        _ = suggestions()
        return searchable(text: text, placement: placement, prompt: prompt)
    }
}
