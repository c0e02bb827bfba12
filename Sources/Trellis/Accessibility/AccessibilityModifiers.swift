/// The accessibility modifiers. They draw nothing: each becomes (or adds to) one
/// `.accessibility` node around the view, which the HTML writes as ARIA and the SVG as titles.
public struct _AccessibilityModifier: ViewModifier {
    public typealias Body = Never
    var label: Text?
    var value: Text?
    var hint: Text?
    var identifier: String?
    var isHidden = false
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var children: AccessibilityChildBehavior?
    var headingLevel: Int?

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        // Texts resolve as they would be drawn here, so a label reads what a Text would show.
        func spoken(_ text: Text?) -> String? {
            text.map { context.resolveChild($0).map(\.spokenText).joined() }
        }
        let values = ResolvedAccessibility(
            label: spoken(modifier.label), value: spoken(modifier.value), hint: spoken(modifier.hint),
            identifier: modifier.identifier, isHidden: modifier.isHidden, traits: modifier.addedTraits,
            children: modifier.children, headingLevel: modifier.headingLevel)
        return C._resolve(content, in: context).map { $0.addingAccessibility(values, removingTraits: modifier.removedTraits) }
    }
}

extension ResolvedNode {
    /// This node with `values` for assistive technology: merged into its own accessibility node
    /// when it is one (modifiers written in a row make one node), else in a new one around it,
    /// which keeps the node's layout priority, as SwiftUI's modifiers add no layout of their own.
    func addingAccessibility(_ values: ResolvedAccessibility, removingTraits removed: AccessibilityTraits = []) -> ResolvedNode {
        if case .accessibility(let inner) = kind {
            var merged = values.merging(inner: inner)
            merged.traits.subtract(removed)
            var copy = self
            copy.kind = .accessibility(merged)
            return copy
        }
        guard !values.isEmpty else { return self }
        return ResolvedNode(.accessibility(values), children: [self], layoutPriority: layoutPriority)
    }

    /// The text a reader speaks for this subtree: its texts, in reading order, a space apart.
    var spokenText: String {
        subtree().compactMap { node -> String? in
            if case .text(let text) = node.kind { text.string } else { nil }
        }.joined(separator: " ")
    }
}

/// The level `accessibilityHeading(_:)` gives a header.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// A heading's level, written as the HTML heading it becomes (`h1` to `h6`); unspecified leaves the level to the view.
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// What an accessibility action does; actions never run in a snapshot.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    private init(kind: String) { name = kind }
    /// The element's default action.
    public static let `default` = AccessibilityActionKind(kind: "default")
    /// The action that dismisses, as the escape gesture does.
    public static let escape = AccessibilityActionKind(kind: "escape")
    /// The action of the two-finger double tap.
    public static let magicTap = AccessibilityActionKind(kind: "magicTap")
    /// The action that deletes the element.
    public static let delete = AccessibilityActionKind(kind: "delete")
    /// The action that shows the element's menu.
    public static let showMenu = AccessibilityActionKind(kind: "showMenu")
    /// A custom action with a name.
    public init(named name: Text) { self.name = "named" }
}

/// Which way an adjustable element, such as a slider, is adjusted.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up or down.
    case increment, decrement
}

extension View {
    private func accessibility(_ modifier: _AccessibilityModifier) -> some View {
        self.modifier(modifier)
    }

    /// The text assistive technologies read for the view instead of its content.
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibility(_AccessibilityModifier(label: label))
    }

    /// The text assistive technologies read for the view instead of its content.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibility(_AccessibilityModifier(label: Text(labelKey)))
    }

    /// The text assistive technologies read for the view instead of its content.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibility(_AccessibilityModifier(label: Text(label)))
    }

    /// The view's current value as assistive technologies read it, such as a slider's "50 percent".
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        accessibility(_AccessibilityModifier(value: valueDescription))
    }

    /// The view's current value as assistive technologies read it.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibility(_AccessibilityModifier(value: Text(valueKey)))
    }

    /// The view's current value as assistive technologies read it.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibility(_AccessibilityModifier(value: Text(value)))
    }

    /// What happens when the element is activated, read after its label.
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibility(_AccessibilityModifier(hint: hint))
    }

    /// What happens when the element is activated, read after its label.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibility(_AccessibilityModifier(hint: Text(hintKey)))
    }

    /// What happens when the element is activated, read after its label.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibility(_AccessibilityModifier(hint: Text(hint)))
    }

    /// Hides the view from assistive technologies when `hidden` is true.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        accessibility(_AccessibilityModifier(isHidden: hidden))
    }

    /// An identifier for the view, for UI tests to find it by.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibility(_AccessibilityModifier(identifier: identifier))
    }

    /// Adds traits, such as `.isHeader` or `.isButton`, that tell assistive technologies what the view is.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility(_AccessibilityModifier(addedTraits: traits))
    }

    /// Removes traits the view would otherwise have.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility(_AccessibilityModifier(removedTraits: traits))
    }

    /// Makes the view one accessibility element, its children ignored, combined or kept as they are.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility(_AccessibilityModifier(children: children))
    }

    /// Marks the view as a heading of the given level.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        let number = level == .unspecified ? nil : Int(level.rawValue)
        return accessibility(_AccessibilityModifier(addedTraits: .isHeader, headingLevel: number))
    }

    // The forms SwiftUI deprecated in iOS 14, still common in older apps.

    /// The older spelling of `accessibilityLabel(_:)`.
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    /// The older spelling of `accessibilityValue(_:)`.
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    /// The older spelling of `accessibilityHint(_:)`.
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    /// The older spelling of `accessibilityHidden(_:)`.
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    /// The older spelling of `accessibilityIdentifier(_:)`.
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    /// The older spelling of `accessibilityAddTraits(_:)`.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    /// The older spelling of `accessibilityRemoveTraits(_:)`.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }

    // What changes only how a reader moves or acts, which a snapshot cannot show: these compile
    // and return the view as it is.

    /// The order assistive technologies visit the view in; a static page keeps document order.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    /// An action assistive technologies can perform; a static page has nothing to perform it on.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }
    /// A named action assistive technologies can perform; accepted so app code compiles.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    /// A named action assistive technologies can perform; accepted so app code compiles.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
    /// A named action assistive technologies can perform; accepted so app code compiles.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }
    /// What increment and decrement do to an adjustable view; accepted so app code compiles.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
    /// Words Voice Control accepts for the view; accepted so app code compiles.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    /// Shows the view enlarged when held at accessibility text sizes; accepted so app code compiles.
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Shows `largeContentView` in the large content viewer when the view is pressed at the
    /// largest text sizes; the viewer appears only while pressed, so the view is drawn unchanged.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }
    /// Whether assistive technologies treat the view as interactive; accepted so app code compiles.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
}

extension View {
    /// A help tag (a tooltip on macOS, nothing on iOS); not drawn.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }

    /// A help tag from a string; not drawn.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// A help tag from styled text; not drawn.
    public func help(_ text: Text) -> some View { self }
}

extension View {
    /// The names Voice Control accepts for the view, as keys; not shown, so nothing changes.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }

    /// The names Voice Control accepts for the view, as strings; not shown, so nothing changes.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
}

// Accessibility APIs that change what VoiceOver offers rather than what is drawn: custom content,
// scroll actions, speech tweaks, a replacement representation and synthesized children. The page
// keeps the view's own ARIA (the modifiers above); these compile and leave it as it is.

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
