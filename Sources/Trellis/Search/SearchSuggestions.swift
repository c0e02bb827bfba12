// Suggestions, completions, scopes and tokens of a search field (iOS 16). iOS shows all of them
// only while the field is focused or a search is in progress, and a still screen is doing neither
// (`isSearching` is false), so they compile as SwiftUI spells them and the screen is drawn as iOS
// draws it before the user taps the field.

extension View {
    /// The suggestions iOS lists under a focused search field; not drawn, as no field has focus.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// Whether the suggestions of the nearest search field show; a still screen shows none either way.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View { self }

    /// The text a suggestion puts in the search field when tapped; the suggestion is drawn unchanged.
    public func searchCompletion(_ completion: String) -> some View { self }

    /// The scope bar iOS shows under the search field while searching; not drawn on a still screen.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }

    /// The scope bar, shown as `activation` says; not drawn, as a still screen isn't searching.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View { self }
}

/// Where search suggestions can appear.
public struct SearchSuggestionsPlacement: Hashable, Sendable {
    /// Where the system chooses.
    public static let automatic = SearchSuggestionsPlacement(rawValue: 0)
    /// In a menu under the search field.
    public static let menu = SearchSuggestionsPlacement(rawValue: 1)
    /// In the content beneath the search field.
    public static let content = SearchSuggestionsPlacement(rawValue: 2)
    let rawValue: Int

    /// A set of placements.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Suggestions in a menu.
        public static let menu = Set(rawValue: 1 << 0)
        /// Suggestions in the content.
        public static let content = Set(rawValue: 1 << 1)
    }
}

/// When a search field's scope bar appears.
public struct SearchScopeActivation: Hashable, Sendable {
    let rawValue: Int
    /// Where the system chooses.
    public static let automatic = SearchScopeActivation(rawValue: 0)
    /// When the user starts typing.
    public static let onTextEntry = SearchScopeActivation(rawValue: 1)
    /// When the search field is focused.
    public static let onSearchPresentation = SearchScopeActivation(rawValue: 2)
}
