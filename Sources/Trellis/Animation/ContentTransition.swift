extension View {
    /// How changing content animates; a snapshot shows the content, so nothing changes.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

/// How content changes animate, for `.contentTransition(_:)`; a snapshot has no change to animate.
public struct ContentTransition: Hashable, Sendable {
    let name: String
    /// The new content replaces the old at once.
    public static let identity = ContentTransition(name: "identity")
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(name: "opacity")
    /// Text animates between the two where it can, as between weights or colors.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// SF Symbols change with the default replace effect.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
    /// Digits roll to their new values, down when `countsDown` is true.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Digits roll to their new values, in the direction from the old value to `value`.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}
