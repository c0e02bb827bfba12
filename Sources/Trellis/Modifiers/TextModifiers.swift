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

    /// Not drawn yet: text below keeps the font's own spacing (see the README's Text section).
    public func kerning(_ kerning: CGFloat) -> some View { self }
    /// Not drawn yet: text below keeps the font's own spacing (see the README's Text section).
    public func tracking(_ tracking: CGFloat) -> some View { self }
    /// Not drawn yet: text below sits on its own baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }

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
private struct StrikethroughKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var isUnderlined: Bool {
        get { self[UnderlineKey.self] }
        set { self[UnderlineKey.self] = newValue }
    }

    var isStrikethrough: Bool {
        get { self[StrikethroughKey.self] }
        set { self[StrikethroughKey.self] = newValue }
    }
}
