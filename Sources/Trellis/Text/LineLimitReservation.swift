/// The lower bound of `lineLimit(3...6)`, `lineLimit(3...)` and `lineLimit(5, reservesSpace: true)`:
/// a `Text`, and so a vertical `TextField`'s text or prompt, takes at least that many lines'
/// height even when empty or short, as SwiftUI reserves them. The text is drawn from the top of
/// the reserved space; the reservation never exceeds the line limit in force.
private struct ReservedLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
    /// The lines a text reserves its height for; nil reserves none.
    var reservedLineCount: Int? {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }

    /// The reservation a text in this environment honours: capped at the line limit, at least 1.
    var effectiveReservedLineCount: Int? {
        guard let reserved = reservedLineCount else { return nil }
        let lines = min(reserved, lineLimit.map { max($0, 1) } ?? reserved)
        return lines >= 1 ? lines : nil
    }
}

extension View {
    /// At most `limit` lines (nil: no limit), with room for `reserved` of them kept.
    func lineLimit(_ limit: Int?, reserving reserved: Int?) -> some View {
        transformEnvironment(\.self) {
            $0.lineLimit = limit
            $0.reservedLineCount = reserved
        }
    }
}

extension ResolvedNode {
    /// A text's node (or its redaction bar) wrapped in a frame as tall as the reserved lines of
    /// `text`, its content at the top; the node itself when nothing is reserved.
    static func reservingLines(of text: ResolvedText, _ node: ResolvedNode, in environment: EnvironmentValues) -> ResolvedNode {
        guard let lines = environment.effectiveReservedLineCount else { return node }
        let count = CGFloat(lines)
        let height = count * text.font.lineHeight + (count - 1) * text.lineSpacing
        let frame = ResolvedFlexibleFrame(
            minWidth: nil, idealWidth: nil, maxWidth: nil, minHeight: height, idealHeight: nil, maxHeight: nil, alignment: .topLeading)
        return ResolvedNode(.flexibleFrame(frame), children: [node])
    }
}
