/// `.searchable`: the enclosing navigation stack draws iOS's search field under its title,
/// holding the bound text or, while it is empty, the prompt ("Search" unless given).
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String

    /// Whether the search field stays visible as the content scrolls; a static page shows it either way.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// The field hides as the content scrolls up, as iOS decides.
        case automatic
        /// The field stays shown.
        case always
    }

    /// Where the platform puts it: under the navigation bar's title on iPhone.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the navigation bar's drawer, under the title.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the navigation bar's drawer, under the title; the display mode makes no difference to a snapshot.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
    /// In a sidebar on iPad and Mac; on iPhone, and so in Trellis, under the title.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In the toolbar on iPad and Mac; on iPhone, and so in Trellis, under the title.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
}

extension View {
    /// Adds a search field to the enclosing navigation stack's bar.
    ///
    /// The field is drawn under the bar's title as iOS draws it, holding the bound text, or the
    /// prompt ("Search" when nil) while the text is empty. Every placement draws it there, as an
    /// iPhone does. Nothing can be typed into a static page, so the binding is only read.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        recordingSearch(text.wrappedValue, prompt: prompt?.string)
    }

    /// Adds a search field whose prompt is a localized string key; see
    /// ``View/searchable(text:placement:prompt:)-(_,_,Text?)``.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        recordingSearch(text.wrappedValue, prompt: prompt.key)
    }

    /// Adds a search field whose prompt is a string; see
    /// ``View/searchable(text:placement:prompt:)-(_,_,Text?)``.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        recordingSearch(text.wrappedValue, prompt: String(prompt))
    }

    /// Adds a search field whose presentation is bound to `isPresented`. A snapshot always shows the
    /// field, whatever the binding says, as iOS does before the field is focused.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        recordingSearch(text.wrappedValue, prompt: prompt?.string)
    }

    private func recordingSearch(_ text: String, prompt: String?) -> some View {
        modifier(_ToolbarModifier { context in
            if context.screen.structure.search == nil {
                context.screen.structure.search = SearchFieldContent(text: text, prompt: prompt ?? "Search")
            }
        })
    }
}

extension View {
    /// A search field with tokens; drawn as `searchable(text:placement:prompt:)` draws it, since the
    /// tokens show only while searching.
    public func searchable<C: RandomAccessCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}

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
