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
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// What an accessibility action does; actions never run in a snapshot.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    private init(kind: String) { name = kind }
    public static let `default` = AccessibilityActionKind(kind: "default")
    public static let escape = AccessibilityActionKind(kind: "escape")
    public static let magicTap = AccessibilityActionKind(kind: "magicTap")
    public static let delete = AccessibilityActionKind(kind: "delete")
    public static let showMenu = AccessibilityActionKind(kind: "showMenu")
    public init(named name: Text) { self.name = "named" }
}

public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

extension View {
    private func accessibility(_ modifier: _AccessibilityModifier) -> some View {
        self.modifier(modifier)
    }

    public func accessibilityLabel(_ label: Text) -> some View {
        accessibility(_AccessibilityModifier(label: label))
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibility(_AccessibilityModifier(label: Text(labelKey)))
    }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibility(_AccessibilityModifier(label: Text(label)))
    }

    public func accessibilityValue(_ valueDescription: Text) -> some View {
        accessibility(_AccessibilityModifier(value: valueDescription))
    }

    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibility(_AccessibilityModifier(value: Text(valueKey)))
    }

    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibility(_AccessibilityModifier(value: Text(value)))
    }

    public func accessibilityHint(_ hint: Text) -> some View {
        accessibility(_AccessibilityModifier(hint: hint))
    }

    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibility(_AccessibilityModifier(hint: Text(hintKey)))
    }

    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibility(_AccessibilityModifier(hint: Text(hint)))
    }

    public func accessibilityHidden(_ hidden: Bool) -> some View {
        accessibility(_AccessibilityModifier(isHidden: hidden))
    }

    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibility(_AccessibilityModifier(identifier: identifier))
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility(_AccessibilityModifier(addedTraits: traits))
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility(_AccessibilityModifier(removedTraits: traits))
    }

    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility(_AccessibilityModifier(children: children))
    }

    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        let number = level == .unspecified ? nil : Int(level.rawValue)
        return accessibility(_AccessibilityModifier(addedTraits: .isHeader, headingLevel: number))
    }

    // The forms SwiftUI deprecated in iOS 14, still common in older apps.

    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }

    // What changes only how a reader moves or acts, which a snapshot cannot show: these compile
    // and return the view as it is.

    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    public func accessibilityShowsLargeContentViewer() -> some View { self }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
}
