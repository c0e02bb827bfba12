extension Text {
    /// Where a line that does not fit loses characters for the ellipsis, as SwiftUI's
    /// `.truncationMode(_:)` says.
    public typealias TruncationMode = TextTruncationMode
}
