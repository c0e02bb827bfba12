/// `.searchable`: the enclosing navigation stack draws iOS's search field under its title,
/// holding the bound text or, while it is empty, the prompt ("Search" unless given).
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String

    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }

    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
}

extension View {
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        recordingSearch(text.wrappedValue, prompt: prompt?.string)
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        recordingSearch(text.wrappedValue, prompt: prompt.key)
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        recordingSearch(text.wrappedValue, prompt: String(prompt))
    }

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
