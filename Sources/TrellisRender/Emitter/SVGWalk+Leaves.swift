import TrellisCore
import TrellisLayout

extension SVGWalk {
    /// A text: one `text` per line the engine laid out, at the line's start and baseline, with
    /// `xml:space="preserve"` so its spaces stay as measured. Several lines, a decoration or a
    /// truncation group the lines in a `g` carrying the node's id and font. When the lines do not
    /// spell the string (it wraps or is cut), the group's `title` holds the whole string: in SVG
    /// that is the group's accessible name, what a reader hears and copies, and for a cut text
    /// the tooltip the HTML also gives it.
    mutating func writeText(_ text: ResolvedText, at index: Int) {
        let node = layout.nodes[index]
        let text = text.scaled(by: node.fontScale).tightened(by: node.tightening)
        guard !node.lines.isEmpty else { return }
        let frame = node.frame
        // Lines that cannot show are left out, and a text none of whose lines can show writes
        // nothing: a long text squeezed to a character a line has as many lines as characters.
        let shown = node.lines.filter { canShow(box(of: $0, of: text, in: frame)) }
        guard !shown.isEmpty else { return }
        let isDecorated = text.isUnderlined || text.isStrikethrough
        let pieces = text.runs.isEmpty ? nil : TextRunPieces(text)
        let fill = define(text.gradient.map(ResolvedPaint.gradient) ?? .color(text.color), in: frame)
        guard node.lines.count > 1 || node.isTruncated || isDecorated else {
            writeLine(node.lines[0], of: text, in: frame, carriesFont: true, fill: fill, pieces: pieces)
            return
        }
        groupDepth += 1
        defer { groupDepth -= 1 }
        writer.beginStartTag("g")
        writeID()
        writeFont(of: text, fill: fill)
        writer.endStartTag()
        if node.isTruncated || node.lines.count > 1 {
            writer.beginStartTag("title")
            writer.endStartTag()
            writer.text(text.string)
            writer.close("title")
        }
        // An empty line (after a final "\n") paints nothing and keeps only its height.
        for line in shown where !line.text.isEmpty {
            writeLine(line, of: text, in: frame, carriesFont: false, fill: fill, pieces: pieces)
            if isDecorated { writeDecorations(of: line, text, in: frame) }
        }
        writer.close("g")
        writer.raw("\n")
    }

    /// Where a line's glyphs may paint: its advance from its start (leftwards for a negative
    /// one), grown by twice the font's size (accents, descenders, an italic's overhang), the
    /// baseline offset and, across, the letter-spacing of each of its characters.
    private func box(of line: TextLine, of text: ResolvedText, in frame: CGRect) -> CGRect {
        let x = start(of: line, of: text, in: frame)
        let reach = 2 * text.font.size + abs(text.spacing.baselineOffset)
        let across = reach + abs(text.spacing.letterSpacing) * CGFloat(line.range.count)
        let baseline = frame.minY + line.baseline
        return CGRect(
            x: x + min(line.width, 0) - across, y: baseline - reach,
            width: abs(line.width) + 2 * across, height: 2 * reach)
    }

    private func start(of line: TextLine, of text: ResolvedText, in frame: CGRect) -> CGFloat {
        frame.minX + text.alignment.offset(line.width, in: frame.width)
    }

    private mutating func writeLine(_ line: TextLine, of text: ResolvedText, in frame: CGRect, carriesFont: Bool, fill: Fill, pieces: TextRunPieces?) {
        writer.beginStartTag("text")
        if carriesFont { writeID() }
        writer.attribute("x", number: start(of: line, of: text, in: frame))
        writer.attribute("y", number: frame.minY + line.baseline)
        if carriesFont { writeFont(of: text, fill: fill) }
        writer.attribute("xml:space", "preserve")
        writer.endStartTag()
        if let pieces {
            writeRuns(pieces.pieces(of: line), of: text)
        } else {
            writer.text(line.text)
        }
        writer.close("text")
        writer.raw("\n")
    }

    /// Family, size, weight, style and color as presentation attributes. The family is the face's
    /// name, which both Chromium (through the document's @font-face) and rsvg (through fontconfig)
    /// resolve to the file the engine measured.
    private mutating func writeFont(of text: ResolvedText, fill: Fill) {
        let font = text.font
        if font.family != familyCache.family || font.design != familyCache.design {
            familyCache = (font.family, font.design, font.svgFamilyList)
        }
        writer.attribute("font-family", familyCache.value)
        writer.attribute("font-size", number: font.size)
        let letterSpacing = font.tracking + text.spacing.letterSpacing
        if letterSpacing != 0 { writer.attribute("letter-spacing", number: letterSpacing) }
        if let weight = font.svgWeight { writer.attribute("font-weight", weight) }
        if font.isItalic { writer.attribute("font-style", "italic") }
        paint(fill: fill)
    }

    /// Underline and strikethrough where Chromium draws them (TextDecorationGeometry.swift): a
    /// solid line is a rectangle, a patterned one a path of its dashes and dots, in the line's own
    /// color when it has one, else the text's (the group's fill).
    private mutating func writeDecorations(of line: TextLine, _ text: ResolvedText, in frame: CGRect) {
        let x = start(of: line, of: text, in: frame)
        let baseline = frame.minY + line.baseline
        let geometry = TextDecorationGeometry(size: text.font.size)
        var lines: [(TextDecorationGeometry.Line, ResolvedLineStyle)] = []
        if text.isUnderlined { lines.append((.underline, text.underlineStyle)) }
        if text.isStrikethrough { lines.append((.strikethrough, text.strikethroughStyle)) }
        for (kind, style) in lines {
            let pieces = geometry.pieces(of: kind, pattern: style.pattern, x: x, width: line.width, baseline: baseline)
            if pieces.count == 1, let piece = pieces.first, !piece.isDot {
                SVGGeometry.beginRect(piece.rect, radius: 0, into: &writer)
            } else {
                guard !pieces.isEmpty else { continue }
                writer.beginStartTag("path")
                var data = ""
                for piece in pieces {
                    // Chromium's dots, on whole pixels, are squares.
                    data += SVGGeometry.outline(.rectangle, in: piece.rect)
                }
                writer.attribute("d", data)
            }
            if let color = style.color { writer.attribute(paint: .color(color)) }
            writer.endStartTag(selfClosing: true)
            writer.raw("\n")
        }
    }

    /// A symbol: a nested `svg` viewport at the image's frame holding the drawing's paths in the
    /// image's color; a resizable image stretches the drawing to the frame.
    mutating func writeImage(_ image: ResolvedImage, in frame: CGRect) throws(RenderError) {
        if image.isAsset { return try writeAssetImage(image, in: frame) }
        guard let symbol = symbols.drawing(forSymbolNamed: image.systemName) else {
            throw trail.error(.unknownSymbol(name: image.systemName, suggestions: symbols.suggestions(for: image.systemName)))
        }
        // The nested viewport clips the drawing to the frame.
        guard canShow(frame) else { return }
        writer.beginStartTag("svg")
        writeID()
        writer.attribute("x", number: frame.minX)
        writer.attribute("y", number: frame.minY)
        writer.attribute("width", number: frame.width)
        writer.attribute("height", number: frame.height)
        writer.attribute("viewBox", symbol.viewBox)
        if image.isResizable { writer.attribute("preserveAspectRatio", "none") }
        // A layered mode paints each layer with its own color and opacity.
        let layers = symbol.layerPaints(for: image)
        if layers == nil, image.color.opacity < 1 { writer.attribute("opacity", number: image.color.opacity) }
        writer.endStartTag()
        if let layers { symbol.writeLayers(layers, into: &writer) } else { symbol.writeParts(into: &writer, color: image.color) }
        writer.close("svg")
        writer.raw("\n")
    }

    /// A shape: its fill, then its stroke. A centred stroke (`stroke`) is SVG's own; an inset one
    /// (`strokeBorder`) is the ring between the outline and the outline inset by the line width,
    /// filled even-odd, so its painted box is exactly the frame.
    mutating func writeShape(_ shape: ResolvedShape, in frame: CGRect) {
        if case .path(let path) = shape.kind { return writePathShape(shape, path, in: frame) }
        if case .circle = shape.kind, frame.width != frame.height {
            return writeOutlineShape(shape, outline: SVGGeometry.outline(.circle, in: frame), in: frame)
        }
        guard shape.paint != nil || shape.stroke != nil else { return }
        // A stroke reaches past the outline by half its width, and a miter joint up to half the
        // width times the miter limit.
        let reach = shape.stroke.map { $0.lineWidth * $0.miterLimit } ?? 0
        guard canShow(frame.insetBy(dx: -reach, dy: -reach)) else { return }
        let fill = shape.paint.map { define($0, in: frame) }
        let strokePaint = shape.stroke.map { writer.definePaint($0.paint, in: frame, id: trail.id + "-stroke") }
        if let stroke = shape.stroke, let strokePaint, stroke.isInset {
            if let fill { writeShapeElement(shape.kind, in: frame) { $0.paint(fill: fill) } }
            writer.beginStartTag("path")
            writeID()
            var ring = SVGGeometry.outline(shape.kind, in: frame)
            let inner = frame.insetBy(dx: stroke.lineWidth, dy: stroke.lineWidth)
            if inner.width > 0, inner.height > 0 {
                ring += SVGGeometry.outline(Self.inset(shape.kind, by: stroke.lineWidth), in: inner)
            }
            writer.attribute("d", ring)
            writer.attribute("fill-rule", "evenodd")
            paint(fill: strokePaint)
            writer.endStartTag(selfClosing: true)
            writer.raw("\n")
            return
        }
        writeShapeElement(shape.kind, in: frame) { walk in
            if let fill { walk.paint(fill: fill) } else { walk.writer.attribute("fill", "none") }
            if let stroke = shape.stroke, let strokePaint {
                walk.writer.attribute(paint: strokePaint, isStroke: true)
                walk.writer.attribute("stroke-width", number: stroke.lineWidth)
                if !stroke.isPlain { walk.writer.strokeStyle(of: stroke) }
            }
        }
    }

    private mutating func writeShapeElement(_ kind: ShapeKind, in frame: CGRect, paint: (inout SVGWalk) -> Void) {
        SVGGeometry.begin(kind, in: frame, into: &writer)
        writeID()
        paint(&self)
        writer.endStartTag(selfClosing: true)
        writer.raw("\n")
    }

    /// The shape whose outline runs `width` inside `kind`'s, drawn in the frame inset by `width`:
    /// corners keep their centre, so their radius shrinks by the width.
    static func inset(_ kind: ShapeKind, by width: CGFloat) -> ShapeKind {
        if case .roundedRectangle(let radius, let style) = kind {
            return .roundedRectangle(cornerRadius: max(radius - width, 0), style: style)
        }
        return kind
    }
}
