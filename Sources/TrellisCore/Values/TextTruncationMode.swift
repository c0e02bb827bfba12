/// Where a line that does not fit loses characters for the ellipsis, as SwiftUI's
/// `.truncationMode(_:)` says. Apps name it `Text.TruncationMode`; it lives here, apart from
/// `Text`, because layout truncates lines and never sees a `Text`.
public enum TextTruncationMode: Hashable, Sendable {
    /// `head` drops characters at the start of the line, `middle` in its middle, and `tail` (the
    /// default) at its end, putting an ellipsis in their place.
    case head, tail, middle
}
