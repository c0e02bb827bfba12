import TrellisCore
import TrellisLayout

extension SVGWalk {
    /// A line of a text of styled runs: a `tspan` per piece, carrying what its run sets apart
    /// from the text's own font and color; the text position runs on from one to the next, as
    /// the engine measured the pieces side by side. A run underlined or struck through where the
    /// text is not says so with `text-decoration`, which the renderer draws from the font. A
    /// Markdown link shows in its color only: SVG 1.1 has no link inside a `text`.
    mutating func writeRuns(_ pieces: [TextRunPieces.Piece], of text: ResolvedText) {
        for piece in pieces {
            let run = text.runs[piece.run]
            writer.beginStartTag("tspan")
            if run.font.family != text.font.family { writer.attribute("font-family", run.font.svgFamilyList) }
            if run.font.size != text.font.size { writer.attribute("font-size", number: run.font.size) }
            if run.font.svgWeight != text.font.svgWeight { writer.attribute("font-weight", run.font.svgWeight ?? "normal") }
            if run.font.isItalic != text.font.isItalic { writer.attribute("font-style", run.font.isItalic ? "italic" : "normal") }
            if run.color != text.color { paint(fill: run.color) }
            var decorations: [String] = []
            if run.isUnderlined && !text.isUnderlined { decorations.append("underline") }
            if run.isStrikethrough && !text.isStrikethrough { decorations.append("line-through") }
            if !decorations.isEmpty { writer.attribute("text-decoration", decorations.joined(separator: " ")) }
            writer.endStartTag()
            writer.text(piece.text)
            writer.close("tspan")
        }
    }
}
