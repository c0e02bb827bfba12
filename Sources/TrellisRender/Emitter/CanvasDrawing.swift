import TrellisCore

/// A Canvas's operations as SVG 1.1, the same in the standalone SVG and in the HTML's inline
/// SVG: the clip paths in a `defs`, then each operation in drawing order, inside a group per clip
/// in force and one for an opacity. The context's transform is applied to a path's points where
/// that is exact (always for a fill; for a stroke when the map turns and scales alike, the width
/// scaled with it), since numbers are written to the hundredth and a matrix's 0.71 for cos 45°
/// would move a point 300 pt out by a point; otherwise it is the element's `matrix(a b c d e f)`
/// (CoreGraphics's matrix and SVG's are the same map).
struct CanvasDrawing {
    let canvas: ResolvedCanvas
    /// The node's id: clip ids are it with `-c` and a number, which no node id can be.
    let id: String
    /// The family list fonts are named by in this document.
    let fontFamily: (Font.Resolved) -> String
    let symbols: SymbolCatalog
    /// Prefixed to an asset image's site path, as the walk's own asset images are.
    let assetRoot: String

    /// The first image that can't be drawn, an asset no catalog has or a symbol the catalog lacks,
    /// so the walk can stop before writing.
    func unknownImage() -> ResolvedImage? {
        for operation in canvas.operations {
            guard case .image(let image, _) = operation.content else { continue }
            if image.isAsset ? image.asset == nil : symbols.drawing(forSymbolNamed: image.systemName) == nil {
                return image
            }
        }
        return nil
    }

    /// The error for an image `unknownImage()` found.
    func error(for image: ResolvedImage) -> RenderError.Reason {
        image.isAsset ? .unknownImage(name: image.systemName)
            : .unknownSymbol(name: image.systemName, suggestions: symbols.suggestions(for: image.systemName))
    }

    /// Whether an asset image is drawn, whose reference needs the XLink namespace.
    var drawsAssetImages: Bool {
        canvas.operations.contains { operation in
            if case .image(let image, _) = operation.content { image.isAsset } else { false }
        }
    }

    func write(into writer: inout MarkupWriter) {
        if !canvas.clips.isEmpty {
            writer.beginStartTag("defs")
            writer.endStartTag()
            for (index, clip) in canvas.clips.enumerated() {
                writer.beginStartTag("clipPath")
                writer.attribute("id", id + "-c" + String(index))
                writer.endStartTag()
                writer.beginStartTag("path")
                writer.attribute("d", SVGPathData.string(clip))
                if canvas.evenOddClips.contains(index) { writer.attribute("clip-rule", "evenodd") }
                writer.endStartTag(selfClosing: true)
                writer.close("clipPath")
            }
            writer.close("defs")
        }
        for (index, operation) in canvas.operations.enumerated() {
            for clip in operation.clips {
                writer.beginStartTag("g")
                writer.attribute("clip-path", "url(#" + id + "-c" + String(clip) + ")")
                writer.endStartTag()
            }
            if operation.opacity < 1 {
                writer.beginStartTag("g")
                writer.attribute("opacity", number: operation.opacity)
                writer.endStartTag()
            }
            write(operation, index: index, into: &writer)
            if operation.opacity < 1 { writer.close("g") }
            for _ in operation.clips { writer.close("g") }
        }
    }

    private func write(_ operation: CanvasOperation, index: Int, into writer: inout MarkupWriter) {
        switch operation.content {
        case .fill(let path, let color, let evenOdd):
            let paint = definePaint(of: operation, index: index, color: color, pointsMapped: true, into: &writer)
            writer.beginStartTag("path")
            writer.attribute("d", SVGPathData.string(path.applying(operation.transform)))
            writer.paintPath(fill: paint, stroke: nil, paint: nil, evenOdd: evenOdd)
            writer.endStartTag(selfClosing: true)
        case .stroke(let path, var stroke):
            let t = operation.transform
            let scale = Self.similarityScale(t)
            let paint = definePaint(of: operation, index: index, color: stroke.color, pointsMapped: scale != nil, into: &writer)
            writer.beginStartTag("path")
            if let scale {
                writer.attribute("d", SVGPathData.string(path.applying(t)))
                stroke.lineWidth *= scale
                stroke.dash = stroke.dash.map { $0 * scale }
                stroke.dashPhase *= scale
            } else {
                writer.attribute("d", SVGPathData.string(path))
                Self.transform(t, into: &writer)
            }
            writer.paintPath(fill: nil, stroke: stroke, paint: paint)
            writer.endStartTag(selfClosing: true)
        case .text(let text, let placement):
            let t = operation.transform
            let translates = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
            for line in placement.lines where !line.text.isEmpty {
                writer.beginStartTag("text")
                let origin = translates ? line.origin.applying(t) : line.origin
                writer.attribute("x", number: origin.x)
                writer.attribute("y", number: origin.y)
                if !translates { Self.transform(t, into: &writer) }
                writer.attribute("font-family", fontFamily(text.font))
                writer.attribute("font-size", number: text.font.size)
                // The font's tracking, which the measurer placed the line with.
                if text.font.tracking != 0 { writer.attribute("letter-spacing", number: text.font.tracking) }
                if let weight = text.font.svgWeight { writer.attribute("font-weight", weight) }
                if text.font.isItalic { writer.attribute("font-style", "italic") }
                writer.attribute("fill", hexColor: text.color)
                if text.color.opacity < 1 { writer.attribute("fill-opacity", NumberFormatting.string(text.color.opacity)) }
                writer.attribute("xml:space", "preserve")
                writer.endStartTag()
                writer.text(line.text)
                writer.close("text")
            }
        case .image(let image, let rect) where image.isAsset:
            // The file the site copies, stretched onto the rect as a resizable image fills its frame.
            guard let asset = image.asset else { return }
            writer.beginStartTag("image")
            writer.attribute("x", number: rect.minX)
            writer.attribute("y", number: rect.minY)
            writer.attribute("width", number: rect.width)
            writer.attribute("height", number: rect.height)
            writer.attribute("preserveAspectRatio", "none")
            Self.transform(operation.transform, into: &writer)
            writer.attribute("xlink:href", assetRoot + AssetHref.encode(asset.path))
            writer.endStartTag(selfClosing: true)
        case .image(let image, let rect):
            guard let symbol = symbols.drawing(forSymbolNamed: image.systemName), symbol.width > 0, symbol.height > 0 else { return }
            // The symbol's design grid stretched onto the rect, as a resizable image is.
            let placed = CGAffineTransform(a: rect.width / symbol.width, b: 0, c: 0, d: rect.height / symbol.height, tx: rect.minX, ty: rect.minY)
            writer.beginStartTag("g")
            Self.transform(placed.concatenating(operation.transform), into: &writer)
            if image.color.opacity < 1 { writer.attribute("opacity", number: image.color.opacity) }
            writer.endStartTag()
            symbol.writeParts(into: &writer, color: image.color)
            writer.close("g")
        }
    }

    /// The operation's gradient as a paint server (id: the node's with `-g` and the operation's
    /// position, which no node id can be), else its color. When the element's points are written
    /// mapped by the operation's transform, the gradient is mapped too: a translation exactly, any
    /// other map as its `gradientTransform`.
    private func definePaint(of operation: CanvasOperation, index: Int, color: Color.Resolved, pointsMapped: Bool, into writer: inout MarkupWriter) -> SVGWalk.Fill {
        guard let gradient = operation.gradient else { return .color(color) }
        let t = operation.transform
        var frame = gradient.frame, tile = gradient.coverage
        var transform: CGAffineTransform?
        if pointsMapped && t != .identity {
            if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 {
                frame = frame.offsetBy(dx: t.tx, dy: t.ty)
                tile = tile.offsetBy(dx: t.tx, dy: t.ty)
            } else {
                transform = t
            }
        }
        return writer.definePaint(.gradient(gradient.gradient), in: frame, id: id + "-g" + String(index), tile: tile, transform: transform)
    }

    /// The factor a map scales every length by, when it turns and scales alike (no shear, no
    /// stretch along one axis); nil otherwise.
    static func similarityScale(_ t: CGAffineTransform) -> CGFloat? {
        let tolerance: CGFloat = 1e-9
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        let reflects = t.a * t.d - t.b * t.c < 0
        let matches = reflects ? abs(t.a + t.d) < tolerance && abs(t.b - t.c) < tolerance
            : abs(t.a - t.d) < tolerance && abs(t.b + t.c) < tolerance
        return matches && scale > 0 ? scale : nil
    }

    static func transform(_ t: CGAffineTransform, into writer: inout MarkupWriter) {
        guard t != .identity else { return }
        let values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { NumberFormatting.string(Double($0)) }
        writer.attribute("transform", "matrix(" + values.joined(separator: " ") + ")")
    }
}

extension SVGWalk {
    /// A canvas: an unpainted `rect` at the frame carries the id (a drawing need not fill its
    /// frame), then the drawing clipped to the frame, as a Canvas draws into its bounds, in a
    /// group moved to the frame's origin.
    mutating func writeCanvas(_ canvas: ResolvedCanvas, in frame: CGRect) throws(RenderError) {
        let drawing = CanvasDrawing(canvas: canvas, id: trail.id, fontFamily: { $0.svgFamilyList }, symbols: symbols, assetRoot: assetRoot)
        if let image = drawing.unknownImage() { throw trail.error(drawing.error(for: image)) }
        SVGGeometry.beginRect(frame, radius: 0, into: &writer)
        writeID()
        writer.attribute("fill", "none")
        writer.endStartTag(selfClosing: true)
        writer.raw("\n")
        guard !canvas.operations.isEmpty else { return }
        let translation = "translate(" + n(frame.minX) + " " + n(frame.minY) + ")"
        try writeClipped(to: .rectangle, in: frame) { (walk) throws(RenderError) in
            try walk.writeGroup(attributes: { $0.attribute("transform", translation) }) { walk in
                drawing.write(into: &walk.writer)
            }
        }
    }
}

extension HTMLWalk {
    /// A canvas as inline SVG at the engine's frame, drawn in its own coordinates.
    mutating func emitCanvas(_ canvas: ResolvedCanvas, css: CSSDeclarations) throws(RenderError) {
        let drawing = CanvasDrawing(canvas: canvas, id: trail.id, fontFamily: CSS.fontFamily, symbols: symbols, assetRoot: assetRoot)
        if let image = drawing.unknownImage() { throw error(drawing.error(for: image)) }
        var css = css
        css.set("overflow", "hidden")
        writer.beginStartTag("svg")
        writer.attribute("xmlns", "http://www.w3.org/2000/svg")
        if drawing.drawsAssetImages { writer.attribute("xmlns:xlink", "http://www.w3.org/1999/xlink") }
        writer.attribute("version", "1.1")
        writeStyle(css, marking: true)
        writer.attribute("aria-hidden", "true")
        writer.endStartTag()
        drawing.write(into: &writer)
        writer.close("svg")
    }
}
