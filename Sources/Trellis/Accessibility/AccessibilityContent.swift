// Accessibility APIs that change what VoiceOver offers rather than what is drawn: custom content,
// scroll actions, speech tweaks, a replacement representation and synthesized children. The page
// keeps the view's own ARIA (AccessibilityModifiers.swift); these compile and leave it as it is.

/// Accessibility's custom content (iOS 14); only its importance is named by SwiftUI code.
public enum AXCustomContent {
    /// How soon VoiceOver speaks a piece of custom content.
    public enum Importance: Hashable, Sendable {
        case `default`, high
    }
}

extension View {
    /// Extra label–value pairs VoiceOver reads on request; not written to the page.
    public func accessibilityCustomContent(_ label: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Extra label–value pairs VoiceOver reads on request; not written to the page.
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Extra label–value pairs VoiceOver reads on request; not written to the page.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ label: LocalizedStringKey, _ value: V?, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// What a three-finger scroll does; nothing runs in a render.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }
    /// Replaces this view's accessibility with `representation`'s for VoiceOver; the page keeps the
    /// view's own ARIA.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    /// Gives this accessibility element synthesized children for VoiceOver; not written to the page.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
    /// Makes VoiceOver speak punctuation; a page has no speech settings.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
    /// Makes VoiceOver spell words out; a page has no speech settings.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
    /// Raises or lowers VoiceOver's pitch; a page has no speech settings.
    public func speechAdjustedPitch(_ value: Double) -> some View { self }
    /// Queues announcements behind current speech; a page has no speech settings.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
}
