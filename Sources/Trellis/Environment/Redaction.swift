// `.redacted(reason: .placeholder)` draws a view as its loading placeholder, as iOS does: each
// text and image keeps its size and is drawn as a rounded bar in its own color, faded. The
// reasons go down in the environment (where code reading `\.redactionReasons` sees them), and
// each `Text` and `Image` that resolves under `.placeholder` wraps its own leaf: hidden, with the
// bar behind, so the bar is exactly the text's frame. Deciding at the leaf is what lets
// `.unredacted()` work: it clears the reasons for its subtree, whose leaves then resolve plain.
// Chrome drawn by Trellis itself (a row's disclosure chevron, bar titles) is not redacted, as
// iOS leaves its own accessories alone.

/// Why a view is redacted.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The view is shown as a placeholder while its data loads; Trellis draws each text and image
    /// as a faded rounded bar of its own size and color.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// The view may hold private data, such as on a locked screen; Trellis draws it unchanged.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// The view's data is out of date, as in a widget waiting to update; Trellis draws it unchanged.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
    /// The reasons views below are redacted; empty unless `.redacted(reason:)` is above.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Draws this view as a placeholder: its texts and images as bars of their size.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(_RedactedModifier(reasons: reason))
    }

    /// Draws this view's texts and images as they are inside a redacted view (`redacted(reason:)`
    /// above stops at it), as a screen does for a label that is known before its data loads.
    public func unredacted() -> some View {
        transformEnvironment(\.redactionReasons) { $0 = [] }
    }

    /// Marks content as private, redacted under `.privacy`; drawn as is otherwise.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}

public struct _RedactedModifier: ViewModifier {
    public typealias Body = Never
    let reasons: RedactionReasons

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        C._resolve(content, in: context.modifyingEnvironment { $0.redactionReasons.formUnion(modifier.reasons) })
    }
}

extension _ResolveContext {
    /// A text or image leaf as the redaction reasons in force draw it: under `.placeholder`,
    /// hidden over a faded rounded bar of its own size and color; otherwise as it is (privacy
    /// applies to `.privacySensitive` content only).
    func redactedIfPlaceholder(_ node: ResolvedNode) -> ResolvedNode {
        guard environment.redactionReasons.contains(.placeholder) else { return node }
        let color: Color.Resolved
        switch node.kind {
        case .text(let text): color = text.color
        case .image(let image): color = image.color
        default: return node
        }
        var plain = self
        plain.environment.redactionReasons = []
        let bar = plain.resolveSingle(RoundedRectangle(cornerRadius: 4).fill(Color(color).opacity(0.2)))
        return ResolvedNode(.background(alignment: .center), children: [ResolvedNode(.opacity(0), children: [node]), bar])
    }
}
