import Trellis

// `searchCompletion(_:)` is claimed by the lead (branch lead7, Modifiers/SearchSuggestions.swift)
// and not on main yet. This stand-in, identical in signature, lets the corpus build until then;
// DELETE THIS FILE when merging once lead7's searchCompletion is on main.
extension View {
    func searchCompletion(_ completion: String) -> some View { self }
}
