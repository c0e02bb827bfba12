extension Text {
    /// Where a line that does not fit loses characters for the ellipsis, as SwiftUI's
    /// `.truncationMode(_:)` says.
    public enum TruncationMode: Hashable, Sendable {
        /// `head` drops characters at the start of the line, `middle` in its middle, and `tail` (the
        /// default) at its end, putting an ellipsis in their place.
        case head, tail, middle
    }
}
