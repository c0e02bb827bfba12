import TrellisCore

extension HTMLWalk {
    /// `text-decoration-line` for the lines drawn, with the style and color of the first of
    /// them (an element has one of each: the text's emitter gives differing lines an element
    /// each). A solid line in the text's color writes only the line, as before styles existed.
    /// `none` writes `none` when there is no line, for a run that must not show its text's.
    static func setDecorations(underline: ResolvedLineStyle?, strikethrough: ResolvedLineStyle?, on css: inout CSSDeclarations, none: Bool = false) {
        var lines: [String] = []
        if underline != nil { lines.append("underline") }
        if strikethrough != nil { lines.append("line-through") }
        guard let style = underline ?? strikethrough else {
            if none { css.set("text-decoration-line", "none") }
            return
        }
        css.set("text-decoration-line", lines.joined(separator: " "))
        if let keyword = cssStyle(style.pattern) { css.set("text-decoration-style", keyword) }
        if let color = style.color { css.set("text-decoration-color", CSS.color(color)) }
    }

    /// CSS's keyword for `pattern`; nil for solid, CSS's initial value. CSS has no dash-dot, so
    /// `.dashDot` and `.dashDotDot` are dashed, the nearest it has.
    static func cssStyle(_ pattern: TextLinePattern) -> String? {
        switch pattern {
        case .solid: nil
        case .dot: "dotted"
        case .dash, .dashDot, .dashDotDot: "dashed"
        }
    }
}
