// `.redacted(reason: .placeholder)` draws a view as its loading placeholder, as iOS does: each
// text and image keeps its size and is drawn as a rounded bar in its own color, faded. The
// content resolves as usual (so the bars are exactly the text's frames) and the text and image
// leaves are then wrapped: hidden, with the bar behind. The reasons are also in the environment
// for code that reads `\.redactionReasons`. `.unredacted()` inside a redacted view is not
// honoured yet: the whole subtree is drawn redacted.

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

    /// Compiles; see the note above on `.unredacted()`.
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
        let inner = context.modifyingEnvironment { $0.redactionReasons.formUnion(modifier.reasons) }
        let nodes = C._resolve(content, in: inner)
        // Only the placeholder reason draws bars; privacy applies to `.privacySensitive` content.
        guard modifier.reasons.contains(.placeholder) else { return nodes }
        return nodes.map { redact($0, in: context) }
    }

    private static func redact(_ node: ResolvedNode, in context: _ResolveContext) -> ResolvedNode {
        let color: Color.Resolved
        switch node.kind {
        case .text(let text): color = text.color
        case .image(let image): color = image.color
        default:
            var copy = node
            copy.children = node.children.map { redact($0, in: context) }
            return copy
        }
        let bar = context.resolveSingle(RoundedRectangle(cornerRadius: 4).fill(Color(color).opacity(0.2)))
        return ResolvedNode(.background(alignment: .center), children: [ResolvedNode(.opacity(0), children: [node]), bar])
    }
}
