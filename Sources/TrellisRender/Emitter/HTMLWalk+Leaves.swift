import TrellisCore
import TrellisLayout

extension HTMLWalk {
    /// Text: a `span` (an `h2` for a bar's title: the page around the screen holds the one `h1`) as the box of its lines, carrying its font and
    /// color. `pre-wrap` keeps "\n" as a line break, as SwiftUI shows it; the box has the engine's
    /// width, so Chromium breaks the lines where the engine did. A text the engine truncated is
    /// written as the lines it shows, since CSS can only cut at the end, with the whole string as
    /// its title; so is one whose lines break before CSS's greedy rule would (iOS's last-line rule).
    mutating func emitText(_ text: ResolvedText, at index: Int, css: CSSDeclarations) {
        var css = css
        let laidOut = layout[index]
        let text = text.scaled(by: laidOut.fontScale).tightened(by: laidOut.tightening)
        Self.setFont(text.font, on: &css)
        let lineSpacing = text.lineSpacing(forLines: laidOut.lines.count)
        Self.setSpacing(of: text, lineSpacing: lineSpacing, on: &css)
        css.set("color", CSS.color(text.color))
        if let gradient = text.gradient { Self.setTextGradient(gradient, in: layout[index].frame, on: &css) }
        css.set("white-space", "pre-wrap")
        css.set("overflow-wrap", "break-word")
        switch text.alignment {
        case .leading: break
        case .center: css.set("text-align", "center")
        case .trailing: css.set("text-align", "right")
        }
        // CSS gives an element one decoration style and color: an underline and a strikethrough
        // that differ in them put the strikethrough on a span inside.
        let splitsLines = text.isUnderlined && text.isStrikethrough && text.underlineStyle != text.strikethroughStyle
        Self.setDecorations(
            underline: text.isUnderlined ? text.underlineStyle : nil,
            strikethrough: text.isStrikethrough && !splitsLines ? text.strikethroughStyle : nil, on: &css)
        let name: StaticString = isBarTitle && !isPhrasing ? "h2" : "span"
        begin(name, css)
        // What the lines leave out stays readable as the element's title (a tooltip, and the
        // text a reader can copy or search).
        if laidOut.isTruncated { writer.attribute("title", text.string) }
        writer.endStartTag()
        if splitsLines {
            var inner = CSSDeclarations()
            Self.setDecorations(underline: nil, strikethrough: text.strikethroughStyle, on: &inner)
            open("span", inner)
        }
        let spacers = openSpacers(of: text, lineSpacing: lineSpacing)
        if !text.runs.isEmpty {
            writeRuns(of: text, lines: laidOut.drawsItsOwnLines ? laidOut.lines : nil)
        } else if laidOut.drawsItsOwnLines {
            for (offset, line) in laidOut.lines.enumerated() {
                if offset > 0 {
                    writer.beginStartTag("br")
                    writer.endStartTag(selfClosing: true)
                }
                writer.text(line.text)
            }
        } else {
            writer.text(text.string)
        }
        for spacer in spacers.reversed() { writer.close(spacer) }
        if splitsLines { writer.close("span") }
        writer.close(name)
    }

    static func setFont(_ font: Font.Resolved, on css: inout CSSDeclarations) {
        css.set("font-family", CSS.fontFamily(font))
        css.set("font-size", px: font.size)
        css.set("line-height", px: font.lineHeight)
        css.set("font-weight", font.cssWeight)
        if font.isItalic { css.set("font-style", "italic") }
        // The system font's tracking, which the measurer adds to every character; signed.
        if font.tracking != 0 { css.set("letter-spacing", CSS.offset(font.tracking)) }
    }

    /// A symbol as inline SVG, sized from its font as SF Symbols are.
    mutating func emitImage(_ image: ResolvedImage, css: CSSDeclarations) throws(RenderError) {
        if image.isAsset { return try emitAssetImage(image, css: css) }
        guard let symbol = symbols.drawing(forSymbolNamed: image.systemName) else {
            throw error(.unknownSymbol(name: image.systemName, suggestions: symbols.suggestions(for: image.systemName)))
        }
        var css = css
        css.set("color", CSS.color(image.color))
        writeSymbol(symbol, css: css, stretches: image.isResizable, layers: symbol.layerPaints(for: image))
    }

    /// `layers`, when given, paint each layer in its own color (a layered rendering mode);
    /// otherwise every path takes the box's `color`.
    mutating func writeSymbol(
        _ symbol: Symbol, css: CSSDeclarations, stretches: Bool = false, layers: [(part: Symbol.Part, color: Color.Resolved)]? = nil
    ) {
        writer.beginStartTag("svg")
        writer.attribute("xmlns", "http://www.w3.org/2000/svg")
        writer.attribute("version", "1.1")
        writer.attribute("viewBox", symbol.viewBox)
        if stretches { writer.attribute("preserveAspectRatio", "none") }
        // A symbol is drawing; what it means, if anything, is said by the text beside it or by
        // the accessibility label on the box around it, so readers skip the SVG itself.
        writer.attribute("aria-hidden", "true")
        writeStyle(css, marking: true)
        writer.endStartTag()
        if let layers { symbol.writeLayers(layers, into: &writer) } else { symbol.writeParts(into: &writer) }
        writer.close("svg")
    }

    /// Shapes are boxes painted with CSS: fills as backgrounds, inset strokes as borders, centred
    /// strokes as a shadow half outside and half inside the edge.
    mutating func emitShape(_ shape: ResolvedShape, in frame: CGRect, css: CSSDeclarations) {
        if let outline = Self.inlineOutline(of: shape, size: frame.size) {
            return emitPathShape(shape, data: outline, size: frame.size, css: css)
        }
        var css = css
        if case .circle = shape.kind {
            paintCircle(shape, in: frame, on: &css)
            empty(box, css)
            return
        }
        css.setCorners(of: shape.kind)
        if let paint = shape.paint { Self.setBackground(paint, in: frame, on: &css) }
        if let stroke = shape.stroke {
            if stroke.isInset {
                css.set("border", CSS.px(stroke.lineWidth) + " solid " + CSS.color(stroke.color))
            } else {
                let half = CSS.px(stroke.lineWidth / 2)
                let color = CSS.color(stroke.color)
                css.set("box-shadow", "0 0 0 \(half) \(color),inset 0 0 0 \(half) \(color)")
            }
        }
        empty(box, css)
    }

    /// A circle is as wide as the shorter side of its box and centred in it, which is what
    /// `closest-side` means in CSS: a fill is the box clipped to that circle, a `strokeBorder` a
    /// ring of a radial gradient inside the edge. (A centred stroke reaches outside the box, where
    /// no background paints: it is inline SVG, `inlineOutline`.)
    private func paintCircle(_ shape: ResolvedShape, in frame: CGRect, on css: inout CSSDeclarations) {
        guard let stroke = shape.stroke else {
            if let paint = shape.paint { Self.setBackground(paint, in: frame, on: &css) }
            css.set("clip-path", "circle(closest-side)")
            return
        }
        let inner = "calc(100% - \(CSS.px(stroke.lineWidth)))"
        let fill = shape.fill.map(CSS.color) ?? "transparent"
        let color = CSS.color(stroke.color)
        css.set("background-image", "radial-gradient(circle closest-side,\(fill) \(inner),\(color) \(inner),\(color) 100%,transparent 100%)")
    }
}

extension HTMLWalk {
    /// Letter-spacing (the font's tracking and the text's own, as the measurer adds them), and the
    /// line height `lineSpacing` (the text's, for the lines it was laid out in) adds to
    /// (TextSpacingLayout.swift).
    static func setSpacing(of text: ResolvedText, lineSpacing: CGFloat, on css: inout CSSDeclarations) {
        // Signed lengths: `px` would write a negative one as 0.
        if text.spacing.letterSpacing != 0 { css.set("letter-spacing", CSS.offset(text.font.tracking + text.spacing.letterSpacing)) }
        if lineSpacing != 0 { css.set("line-height", px: text.font.lineHeight + lineSpacing) }
    }

    /// The boxes inside a text's element that place its lines as the engine does: one lifting the
    /// lines by half the line spacing (so it falls between lines only), one raising the glyphs by
    /// the baseline offset. Returns what to close, innermost last.
    mutating func openSpacers(of text: ResolvedText, lineSpacing: CGFloat) -> [StaticString] {
        let spacing = text.spacing
        var opened: [StaticString] = []
        if lineSpacing != 0 {
            var css = CSSDeclarations()
            css.set("display", "block")
            css.set("margin-top", CSS.offset(-lineSpacing / 2))
            open("span", css)
            opened.append("span")
        }
        if spacing.baselineOffset != 0 {
            var css = CSSDeclarations()
            css.set("vertical-align", CSS.offset(spacing.baselineOffset))
            open("span", css)
            opened.append("span")
        }
        return opened
    }
}
