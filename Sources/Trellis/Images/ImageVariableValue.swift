extension Image {
    /// Creates an image of a variable-value symbol (iOS 16), such as `wifi` or
    /// `speaker.wave.3` at a level from 0 to 1.
    ///
    /// Trellis's symbol drawings have no per-layer levels, so the symbol is drawn whole, as SF
    /// Symbols draws it at 1; `nil` is the plain symbol, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - systemName: The SF Symbols name.
    ///   - variableValue: The level to show, from 0 to 1.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }
}
