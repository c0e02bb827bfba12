/// What a row's own modifiers (`listRowInsets`, `listRowBackground`, `listRowSeparator`,
/// `listSectionSeparator` and their tints) say about the row; nil everywhere means the list
/// style decides, as it always did.
///
/// SwiftUI passes these up from the row's content as traits. Trellis's resolution flows down
/// only, so the modifiers wrap their content in a `.listRow` carrying this payload, and the list
/// takes the payload over when it makes the row (`ResolvedNode.row`). A wrapper that never
/// becomes a row (the modifier used inside a stack within a row) stays a pass-through.
public struct ResolvedListRow: Hashable, Sendable {
    /// From `listRowInsets(_:)`: the space around the row's content, replacing the list style's;
    /// nil keeps the style's.
    public var insets: EdgeInsets?
    /// The background view, while the payload is still a trait; the row moves it into its child 1.
    public var background: ResolvedNode?
    /// Whether the row's child 1 is its background, drawn over the card at the row's frame.
    public var hasBackground: Bool
    /// From `listRowSeparator(_:edges:)`: whether the line above and below the row is shown; nil
    /// leaves an edge to the list style.
    public var separator: Edges<Visibility?>
    /// From `listRowSeparatorTint(_:edges:)`: the color of the row's lines; nil uses the style's.
    public var separatorTint: Edges<Color.Resolved?>
    /// The section's separators, drawn at the top of its first row and the bottom of its last.
    public var sectionSeparator: Edges<Visibility?>
    /// From `listSectionSeparatorTint(_:edges:)`: the color of the section's outer lines; nil uses the style's.
    public var sectionSeparatorTint: Edges<Color.Resolved?>
    /// `listSectionSpacing(_:)` on the row's `Section`: the space it asks for around itself
    /// (ListSectionSpacing.swift); nil takes its neighbours' or the list's.
    public var sectionSpacing: CGFloat? = nil

    /// One value for the top edge and one for the bottom edge of a row or section.
    public struct Edges<Value: Hashable & Sendable>: Hashable, Sendable {
        /// The value for the top edge.
        public var top: Value
        /// The value for the bottom edge.
        public var bottom: Value

        /// Creates a pair of edge values.
        public init(top: Value, bottom: Value) {
            self.top = top
            self.bottom = bottom
        }

        /// `value` on `edges`, `other` elsewhere.
        package init(_ value: Value, on edges: VerticalEdge.Set, else other: Value) {
            top = edges.contains(.top) ? value : other
            bottom = edges.contains(.bottom) ? value : other
        }
    }

    /// Creates a row payload; by default every setting is left to the list style. Insets are
    /// clamped as ``ResolvedLength`` describes.
    public init(
        insets: EdgeInsets? = nil, background: ResolvedNode? = nil, hasBackground: Bool = false,
        separator: Edges<Visibility?> = Edges(top: nil, bottom: nil),
        separatorTint: Edges<Color.Resolved?> = Edges(top: nil, bottom: nil),
        sectionSeparator: Edges<Visibility?> = Edges(top: nil, bottom: nil),
        sectionSeparatorTint: Edges<Color.Resolved?> = Edges(top: nil, bottom: nil)
    ) {
        self.insets = insets.map(ResolvedLength.insets)
        self.background = background
        self.hasBackground = hasBackground
        self.separator = separator
        self.separatorTint = separatorTint
        self.sectionSeparator = sectionSeparator
        self.sectionSeparatorTint = sectionSeparatorTint
    }

    /// This payload with what it leaves unset taken from `outer`: the modifier nearest the row's
    /// content wins, as the nearest environment value does.
    package func filling(from outer: ResolvedListRow) -> ResolvedListRow {
        var merged = self
        merged.insets = insets ?? outer.insets
        if background == nil, !hasBackground { merged.background = outer.background }
        merged.separator = Edges(top: separator.top ?? outer.separator.top, bottom: separator.bottom ?? outer.separator.bottom)
        merged.separatorTint = Edges(top: separatorTint.top ?? outer.separatorTint.top, bottom: separatorTint.bottom ?? outer.separatorTint.bottom)
        merged.sectionSeparator = Edges(
            top: sectionSeparator.top ?? outer.sectionSeparator.top, bottom: sectionSeparator.bottom ?? outer.sectionSeparator.bottom)
        merged.sectionSeparatorTint = Edges(
            top: sectionSeparatorTint.top ?? outer.sectionSeparatorTint.top,
            bottom: sectionSeparatorTint.bottom ?? outer.sectionSeparatorTint.bottom)
        merged.sectionSpacing = sectionSpacing ?? outer.sectionSpacing
        return merged
    }

    /// The dump's words for what is set, empty for a plain row.
    package var dumpText: String {
        var parts: [String] = []
        if let insets { parts.append("insets=\(insets.dumpText)") }
        if hasBackground || background != nil { parts.append("background") }
        func visibility(_ name: String, _ edges: Edges<Visibility?>) {
            if let top = edges.top { parts.append("\(name)Top=\(top)") }
            if let bottom = edges.bottom { parts.append("\(name)Bottom=\(bottom)") }
        }
        func tint(_ name: String, _ edges: Edges<Color.Resolved?>) {
            if let top = edges.top { parts.append("\(name)TopTint=\(top.dumpText)") }
            if let bottom = edges.bottom { parts.append("\(name)BottomTint=\(bottom.dumpText)") }
        }
        visibility("separator", separator)
        tint("separator", separatorTint)
        visibility("sectionSeparator", sectionSeparator)
        tint("sectionSeparator", sectionSeparatorTint)
        if let sectionSpacing { parts.append("sectionSpacing=\(NumberFormatting.string(Double(sectionSpacing)))") }
        return parts.joined(separator: " ")
    }
}
