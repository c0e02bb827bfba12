import TrellisCore
import TrellisLayout

extension HTMLWalk {
    /// The content of a text of styled runs: each run an element of its own inside the text's box,
    /// `strong`, `em` or `code` where the run is bold, italic or monospaced and the text is not,
    /// `a` for a Markdown link (a `span` inside another control, where HTML allows no link), else
    /// `span`. Every run element sets its font and color in full, so no user agent style shows.
    /// A truncated text is written as its lines, each line's pieces in their runs.
    mutating func writeRuns(of text: ResolvedText, lines: [TextLine]?) {
        let pieces = TextRunPieces(text)
        guard let lines else {
            for (index, run) in text.runs.enumerated() { writeRun(run, index: index, of: text, text: run.string) }
            return
        }
        for (offset, line) in lines.enumerated() {
            if offset > 0 {
                writer.beginStartTag("br")
                writer.endStartTag(selfClosing: true)
            }
            for piece in pieces.pieces(of: line) {
                writeRun(text.runs[piece.run], index: piece.run, of: text, text: piece.text)
            }
        }
    }

    private mutating func writeRun(_ run: ResolvedTextRun, index: Int, of text: ResolvedText, text string: String) {
        var css = CSSDeclarations()
        css.set("font-family", CSS.fontFamily(run.font))
        css.set("font-size", px: run.font.size)
        css.set("font-weight", run.font.cssWeight)
        css.set("font-style", run.font.isItalic ? "italic" : "normal")
        if run.font.size != text.font.size {
            // A smaller run's own line box, centred on its own ascent and descent, would reach
            // below the text's and grow the line; with none it keeps the text's line height, as
            // the engine measures it.
            css.set("line-height", "0")
        }
        css.set("color", CSS.color(run.color))
        Self.setDecorations(
            underline: run.isUnderlined ? run.underlineStyle : nil, strikethrough: run.isStrikethrough ? run.strikethroughStyle : nil,
            on: &css, none: true)
        let isLink = run.link != nil && !isInteractive
        let name: StaticString
        if isLink {
            name = "a"
        } else if run.font.design == .monospaced && text.font.design != .monospaced {
            name = "code"
        } else if run.font.isBold && !text.font.isBold {
            name = "strong"
        } else if run.font.isItalic && !text.font.isItalic {
            name = "em"
        } else {
            name = "span"
        }
        writer.beginStartTag(name)
        writeStyle(css)
        if isLink, let link = run.link { writer.attribute("href", link.absoluteString) }
        writer.endStartTag()
        writer.text(string)
        writer.close(name)
    }
}
