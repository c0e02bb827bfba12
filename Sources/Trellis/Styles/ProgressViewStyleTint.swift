// iOS 14 colored progress views with `LinearProgressViewStyle(tint: .red)` and
// `CircularProgressViewStyle(tint: .white)` (deprecated since for `.tint(_:)`, still common).

extension LinearProgressViewStyle {
    /// The linear style with its bar filled in `tint` rather than the accent color.
    ///
    /// - Parameter tint: The color of the filled part of the bar.
    @available(iOS, introduced: 14.0, deprecated: 100000, message: "Use ``View/tint(_:)`` instead.")
    public init(tint: Color) {
        self.init()
        self.tint = tint
    }
}

extension CircularProgressViewStyle {
    /// The circular style with its spinner drawn in `tint` rather than gray.
    ///
    /// - Parameter tint: The color of the spinner.
    @available(iOS, introduced: 14.0, deprecated: 100000, message: "Use ``View/tint(_:)`` instead.")
    public init(tint: Color) {
        self.init()
        self.tint = tint
    }
}
