extension View {
    /// Mirrors this view in a right-to-left layout; Trellis lays out left to right.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }
}
