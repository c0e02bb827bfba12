// Text's view modifiers: each sets an environment value every text below reads.

extension View {
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }

    /// Space after every character of the text below, as `Text.kerning(_:)` adds it.
    public func kerning(_ kerning: CGFloat) -> some View { environment(\.textLetterSpacing, kerning) }
    /// Space after every character of the text below, as `Text.tracking(_:)` adds it.
    public func tracking(_ tracking: CGFloat) -> some View { environment(\.textLetterSpacing, tracking) }
    /// The text below raised by `baselineOffset` points, as `Text.baselineOffset(_:)` raises it.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { environment(\.textBaselineOffset, baselineOffset) }

    /// DejaVu's digits all have one advance already, so this changes nothing that is drawn.
    public func monospacedDigit() -> some View { self }

    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.font) { font in
            if isActive { font = (font ?? .body).monospaced() }
        }
    }

    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment(\.font) { font in
            if let design { font = (font ?? .body).design(design) }
        }
    }

    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.isUnderlined, isActive)
    }

    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.isStrikethrough, isActive)
    }
}

private struct UnderlineKey: EnvironmentKey { static let defaultValue = false }
private struct LetterSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct BaselineOffsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct StrikethroughKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var isUnderlined: Bool {
        get { self[UnderlineKey.self] }
        set { self[UnderlineKey.self] = newValue }
    }

    var textLetterSpacing: CGFloat {
        get { self[LetterSpacingKey.self] }
        set { self[LetterSpacingKey.self] = newValue }
    }

    var textBaselineOffset: CGFloat {
        get { self[BaselineOffsetKey.self] }
        set { self[BaselineOffsetKey.self] = newValue }
    }

    var isStrikethrough: Bool {
        get { self[StrikethroughKey.self] }
        set { self[StrikethroughKey.self] = newValue }
    }
}
