import Foundation
import Synchronization
import TrellisCore

/// Measures text the way Chromium lays it out in the pages Trellis writes: Inter and DejaVu, with
/// Noto Color Emoji and Noto Sans CJK for what they lack (SystemFontFile), shaped by HarfBuzz with kerning, the system font's tracking as letter-spacing, lines broken as Chromium breaks `white-space: pre-wrap;
/// overflow-wrap: break-word`, vertical metrics rounded as Chromium rounds them. The reference
/// data in Tests/TrellisLayoutTests/Fixtures was recorded from Chromium 156
/// (scripts/record-text-metrics.sh) and the tests hold the measurer to it.
///
/// One measurer serves any number of layouts at once: its caches sit behind a mutex, held only to
/// look up and to store, never while shaping. Each paragraph is shaped once per face (whatever the
/// size: shaping works in design units), and each (string, font, width, line limit, truncation)
/// is laid out once. Widths only matter to the 1/64 px Chromium rounds them to, so widths that
/// round alike share a cache entry.
///
/// Its lines, beyond what `TextLine` says: a line broken at a soft hyphen includes the U+00AD in
/// its range and draws U+2010 for it in its text; a middle-truncated line's range runs from the
/// kept start to the kept end, the elided part included.
///
/// Known gaps: right-to-left text is measured (shaped right to left, in its script) but its lines
/// keep logical order; characters no face has (scripts beyond Latin, Greek, Cyrillic, Hebrew,
/// Arabic, CJK and emoji, such as Devanagari or Thai) measure as the face's .notdef box, which is
/// what Chromium draws with the pages' fonts alone; a tab measures as a space (canvas measureText's answer), not as the tab stop a pre-wrap line
/// advances to.
public final class TextMeasurer: TextMeasuring, Sendable {
    private let library: FontLibrary
    private let cache = Mutex(Cache())

    /// Loads the six DejaVu faces from `fontDirectory`, else from `$TRELLIS_FONT_DIR`, else from
    /// /usr/share/fonts/truetype/dejavu (Debian's fonts-dejavu-core), and Inter's from
    /// `$TRELLIS_INTER_DIR`, else /usr/share/fonts/opentype/inter (Debian's fonts-inter).
    public init(fontDirectory: String? = nil) throws(FontLoadingError) {
        library = try FontLibrary(directory: fontDirectory)
    }

    /// The DejaVu faces as above and the brand faces of `fonts`, which `Font.custom` texts
    /// (`Font.Resolved.customFamily`) are shaped and measured with, by the same code as DejaVu.
    public init(fontDirectory: String? = nil, fonts: FontCatalog) throws(FontLoadingError) {
        library = try FontLibrary(directory: fontDirectory, catalog: fonts)
    }

    public func metrics(for font: Font.Resolved) -> FontMetrics {
        let face = library.faces[library.index(of: font)]
        // Skia reads the vertical metrics at the exact scale (15.5 px of Inter's ascent at 16 px
        // rounds to 16), unlike the advances FreeType scales in fixed point.
        let scale = font.size / CGFloat(face.unitsPerEm)
        // Skia's ascent and descent, each rounded to whole pixels (SkScalarRoundToScalar).
        let ascent = (CGFloat(face.ascender) * scale + 0.5).rounded(.down)
        let descent = (CGFloat(face.descender) * scale + 0.5).rounded(.down)
        // The line box in LayoutUnits (1/64 px); the half-leading above the ascent is floored to a
        // whole pixel, as LayoutNG floors it (so a line height smaller than A + D lifts the baseline).
        let lineBox = (font.lineHeight * 64).rounded()
        let halfLeading = (Int(lineBox) - Int(ascent + descent) * 64) / 2
        let above = halfLeading >= 0 ? halfLeading / 64 : -((-halfLeading + 63) / 64)
        return FontMetrics(ascent: ascent, descent: descent, lineHeight: lineBox / 64, baseline: ascent + CGFloat(above))
    }

    public func layout(
        _ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?,
        truncationMode: TextTruncationMode
    ) -> TextLayout {
        let face = library.index(of: font)
        let fit = LineFit(scale: library.faces[face].pixelsPerUnit(at: font.size), width: width)
        let limit = lineLimit.flatMap { $0 > 0 ? $0 : nil }
        let letterSpacing = designUnits(font.tracking, face: face, size: font.size)
        let key = LayoutKey(
            string: string, font: font, width: fit.available, lineLimit: limit, truncationMode: truncationMode, letterSpacing: letterSpacing)
        if let cached = cache.withLock({ $0.layout(for: key) }) { return cached }
        let built = buildLayout(
            string, font: font, face: face, fit: fit, lineLimit: limit, truncationMode: truncationMode, letterSpacing: letterSpacing)
        cache.withLock { $0.store(built, for: key) }
        return built
    }

    /// A text of styled runs: each run in its own face, scaled to the text's font. A text whose
    /// runs all share its face and size measures as its string (only color or a link differs),
    /// except that each run's piece of a line is rounded on its own, as Chromium rounds items.
    ///
    /// Letter-spacing, the font's tracking and the text's own, is added in the text's design units
    /// at its size (ShapedParagraph), so a line's width is within one design unit (1/2048 em for
    /// DejaVu) of Chromium's, never below. Runs take the text's tracking, as spans inherit the
    /// `letter-spacing` of the text's element.
    public func layout(_ text: ResolvedText, width: CGFloat?) -> TextLayout {
        guard !text.runs.isEmpty || text.spacing.letterSpacing != 0 else {
            return layout(text.string, font: text.font, width: width, lineLimit: text.lineLimit, truncationMode: text.truncationMode)
        }
        let face = library.index(of: text.font)
        let base = library.faces[face]
        let letterSpacing = designUnits(text.spacing.letterSpacing + text.font.tracking, face: face, size: text.font.size)
        let fit = LineFit(scale: base.pixelsPerUnit(at: text.font.size), width: width)
        let limit = text.lineLimit.flatMap { $0 > 0 ? $0 : nil }
        var runFaces: [RunFace] = []
        var end = 0
        for run in text.runs {
            end += run.string.utf16.count
            let index = library.index(of: run.font)
            let runFace = library.faces[index]
            // A zero-size text (its font is its tallest run's) draws nothing: 0/0 is no scale.
            let scale = text.font.size > 0
                ? runFace.pixelsPerUnit(at: run.font.size) / base.pixelsPerUnit(at: text.font.size) : 0
            runFaces.append(RunFace(end: end, face: index, scale: scale))
        }
        let key = LayoutKey(
            string: text.string, font: text.font, width: fit.available, lineLimit: limit, truncationMode: text.truncationMode,
            runs: runFaces, letterSpacing: letterSpacing)
        if let cached = cache.withLock({ $0.layout(for: key) }) { return cached }
        let built = buildLayout(
            text.string, font: text.font, face: face, fit: fit, lineLimit: limit, truncationMode: text.truncationMode, runs: runFaces,
            letterSpacing: letterSpacing)
        cache.withLock { $0.store(built, for: key) }
        return built
    }

    /// `points` of letter-spacing in design units of face `face` at `size`; a zero-size text draws
    /// nothing, and spaces nothing.
    private func designUnits(_ points: CGFloat, face: Int, size: CGFloat) -> Double {
        size > 0 && points != 0 ? Double(points) / library.faces[face].pixelsPerUnit(at: size) : 0
    }

    /// Where a run ends (a UTF-16 offset in the whole string), its face and its scale to the text's.
    struct RunFace: Hashable {
        var end: Int
        var face: Int
        var scale: Double
    }

    /// The advance of `string` as one unbroken line, unrounded: what canvas `measureText` reports.
    public func width(of string: String, font: Font.Resolved) -> CGFloat {
        let face = library.faces[library.index(of: font)]
        return CGFloat(Double(face.advance(of: string)) * face.pixelsPerUnit(at: font.size))
    }

    /// How often the caches answered: what the layout engine's benchmark reports as the hit rate.
    public var statistics: CacheStatistics { cache.withLock { $0.statistics } }

    /// How many layouts and shaped paragraphs the measurer's caches answered, and how many it computed.
    public struct CacheStatistics: Hashable, Sendable {
        /// Layouts answered from the cache, and layouts computed.
        public var layoutHits = 0, layoutMisses = 0
        /// Paragraphs whose shaping was reused, and paragraphs shaped.
        public var paragraphHits = 0, paragraphMisses = 0
    }

    /// The paragraph shaped in face `face`, from the cache or shaped now (outside the lock: two
    /// threads may shape the same paragraph at once, and get the same answer).
    ///
    /// `runs`: the runs of the whole text, `offset` the paragraph's offset in it.
    func shapedParagraph(_ text: Substring, face: Int, runs: [RunFace] = [], offset: Int = 0, letterSpacing: Double = 0) -> ShapedParagraph {
        var segments: [RunFace] = []
        if !runs.isEmpty {
            let length = text.utf16.count
            for run in runs where run.end > offset {
                segments.append(RunFace(end: min(run.end - offset, length), face: run.face, scale: run.scale))
                if run.end - offset >= length { break }
            }
        }
        let key = ParagraphKey(text: String(text), face: face, segments: segments, letterSpacing: letterSpacing)
        if let cached = cache.withLock({ $0.paragraph(for: key) }) { return cached }
        var start = 0
        let shaped = ShapedParagraph(text, face: library.faces[face], segments: segments.map { segment in
            defer { start = segment.end }
            return ShapedParagraph.Segment(range: start..<segment.end, face: library.faces[segment.face], scale: segment.scale)
        }, letterSpacing: letterSpacing)
        cache.withLock { $0.store(shaped, for: key) }
        return shaped
    }
}

private struct LayoutKey: Hashable {
    var string: String
    var font: Font.Resolved
    var width: Int?
    var lineLimit: Int?
    var truncationMode: TextTruncationMode
    var runs: [TextMeasurer.RunFace] = []
    var letterSpacing = 0.0
}

private struct ParagraphKey: Hashable {
    var text: String
    var face: Int
    var segments: [TextMeasurer.RunFace]
    var letterSpacing: Double
}

/// Both caches, each bounded by the bytes its entries hold (BoundedCache): measuring again
/// gives the same answers, so eviction changes speed, never output.
private struct Cache: ~Copyable {
    /// Per cache. A laid-out row of a page is a few hundred bytes, so a page of about 100,000
    /// texts stays cached whole, and a million-node page holds at most this much.
    static let budget = 64 << 20
    var layouts = BoundedCache<LayoutKey, TextLayout>(budget: Self.budget)
    var paragraphs = BoundedCache<ParagraphKey, ShapedParagraph>(budget: Self.budget)
    var statistics = TextMeasurer.CacheStatistics()

    mutating func layout(for key: LayoutKey) -> TextLayout? {
        let found = layouts.value(for: key)
        if found == nil { statistics.layoutMisses += 1 } else { statistics.layoutHits += 1 }
        return found
    }

    mutating func store(_ layout: TextLayout, for key: LayoutKey) {
        // The key's string and runs, and each line's text and geometry, beside the fixed parts.
        let lines = layout.lines.reduce(0) { $0 + 64 + $1.text.utf8.count }
        layouts.store(layout, for: key, bytes: 160 + key.string.utf8.count + 24 * key.runs.count + lines)
    }

    mutating func paragraph(for key: ParagraphKey) -> ShapedParagraph? {
        let found = paragraphs.value(for: key)
        if found == nil { statistics.paragraphMisses += 1 } else { statistics.paragraphHits += 1 }
        return found
    }

    mutating func store(_ paragraph: ShapedParagraph, for key: ParagraphKey) {
        // The key's text, and the shaped arrays: UTF-16 units twice, advances, clusters, break
        // opportunities and safe-to-break flags, about 48 bytes per unit.
        paragraphs.store(paragraph, for: key, bytes: 160 + key.text.utf8.count + 32 * key.segments.count + 48 * paragraph.units.count)
    }
}
