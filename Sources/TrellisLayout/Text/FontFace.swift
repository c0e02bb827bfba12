import CHarfBuzz
import Foundation

/// One font file opened with HarfBuzz, shaped at its design units: advances and kerning are then
/// exact integers, one face serves every size, and a pixel width is `units × size / unitsPerEm`
/// (what Chromium's unhinted advances come to; the recorded widths agree to 1e-5 px).
///
/// HarfBuzz's own OpenType functions read `hmtx`, GPOS kerning and the vertical metrics straight
/// from the file, so FreeType adds nothing here: Chromium's advances are FreeType's *unhinted*
/// ones, which are the design units scaled.
final class FontFace: @unchecked Sendable {
    // @unchecked: the HarfBuzz font is made immutable as soon as it exists, and HarfBuzz documents
    // immutable fonts as safe to shape with from any number of threads, each with its own buffer.
    private let font: OpaquePointer
    let fileName: String
    let unitsPerEm: Int
    /// hhea's ascender and descender (positive) and line gap, in design units. HarfBuzz picks the
    /// OS/2 typo values instead only when USE_TYPO_METRICS is set, as FreeType and Chromium do.
    let ascender: Int
    let descender: Int
    let lineGap: Int
    /// "…" shaped alone, as a truncated line ends with it.
    let ellipsisAdvance: Int
    /// What a line broken at a soft hyphen ends with: U+2010 where the face has it (DejaVu does),
    /// else "-", as Chromium picks; shaped alone, as Chromium shapes it.
    let hyphen: String
    let hyphenAdvance: Int
    /// The faces that draw what this one lacks, tried in order, as the pages' family lists name
    /// them: DejaVu Sans, then Noto Color Emoji, then Noto Sans CJK.
    let fallbacks: [FontFace]
    /// The pixels per em of a bitmap face's largest strike (CBLC), which its advances are
    /// rounded at; nil for an outline face.
    let strikePixelsPerEm: Int?
    /// Whether the face draws color emoji (Noto Color Emoji's bitmaps), which an emoji sequence
    /// asks for before any face that merely has its characters.
    let drawsColorEmoji: Bool

    /// `index` picks a face inside a collection (`.ttc`), as Noto Sans CJK's files are.
    init(path: String, fileName: String, index: UInt32 = 0, fallbacks: [FontFace] = []) throws(FontLoadingError) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw FontLoadingError(path: path, reason: .missing)
        }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, index)
        defer { hb_face_destroy(face) }
        guard hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else {
            throw FontLoadingError(path: path, reason: .notAFont)
        }
        let upem = Int32(hb_face_get_upem(face))
        hb_font_set_scale(font, upem, upem)
        hb_font_make_immutable(font)
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        self.font = font
        self.fileName = fileName
        self.fallbacks = fallbacks
        drawsColorEmoji = hb_ot_color_has_png(face) != 0
        strikePixelsPerEm = Self.largestStrike(of: face)
        unitsPerEm = Int(upem)
        ascender = Int(extents.ascender)
        descender = Int(-extents.descender)
        lineGap = Int(extents.line_gap)
        var glyph: hb_codepoint_t = 0
        hyphen = hb_font_get_nominal_glyph(font, 0x2010, &glyph) != 0 ? "\u{2010}" : "-"
        // Both are in every DejaVu and Inter face, so no fallback is involved.
        ellipsisAdvance = Self.advance(of: "\u{2026}", font: font)
        hyphenAdvance = Self.advance(of: hyphen, font: font)
    }

    deinit { hb_font_destroy(font) }

    /// Pixels per design unit at `size`, as FreeType scales them for Chromium: the size in 1/64 px
    /// over the units per em as a 16.16 fixed-point number, rounded (FT_DivFix). Exact for 2048
    /// units per em (DejaVu, Inter Display); for Inter's 2816 it is what makes widths agree with
    /// Chromium's to 2e-4 px instead of 5e-3.
    func pixelsPerUnit(at size: CGFloat) -> Double {
        let size64 = (Double(size) * 64).rounded()
        let fixed = ((size64 * 65536 + Double(unitsPerEm / 2)) / Double(unitsPerEm)).rounded(.down)
        return fixed / 65536 / 64
    }

    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// The advance of `string` shaped as one line, in design units of this face (a fallback
    /// face's advances are scaled to them).
    func advance(of string: String) -> Int {
        // A tab as a space, as ShapedParagraph shapes it.
        let units = string.utf16.map { $0 == 0x09 ? 0x20 : $0 }
        var total = 0
        units.withUnsafeBufferPointer { buffer in
            shape(buffer, range: 0..<buffer.count) { _, advance, _ in total += advance }
        }
        return total
    }

    /// Shapes `text[range]`, the rest of `text` serving as context: cut into runs of one script
    /// and one face, each shaped in turn. Reports each glyph's cluster (a UTF-16 offset into
    /// `text`), its advance in this face's design units, and whether a break before its cluster
    /// would need the text on both sides reshaped.
    func shape(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>,
        glyph: (_ cluster: Int, _ advance: Int, _ unsafeToBreak: Bool) -> Void
    ) {
        for run in TextRuns(text, in: range, face: self) {
            let face = run.face
            if let strike = face.strikePixelsPerEm {
                // A bitmap face's advance is whole pixels of its strike (FreeType rounds it
                // there), scaled to the size by Skia: Noto Color Emoji's 2550 units are 136 px
                // at its 109 px strike, 21.21 px at 17 px where the units would make 21.17.
                Self.shape(text, range: run.range, script: run.script, font: face.font) { cluster, advance, unsafe in
                    let pixels = (advance * strike + face.unitsPerEm / 2) / face.unitsPerEm
                    glyph(cluster, (pixels * unitsPerEm + strike / 2) / strike, unsafe)
                }
            } else if face.unitsPerEm == unitsPerEm {
                Self.shape(text, range: run.range, script: run.script, font: face.font, glyph: glyph)
            } else {
                Self.shape(text, range: run.range, script: run.script, font: face.font) { cluster, advance, unsafe in
                    glyph(cluster, (advance * unitsPerEm + face.unitsPerEm / 2) / face.unitsPerEm, unsafe)
                }
            }
        }
    }

    /// The largest ppem among the CBLC table's strikes: each BitmapSize record is 48 bytes after
    /// the 8-byte header, its ppemX at byte 44.
    private static func largestStrike(of face: OpaquePointer?) -> Int? {
        let tag: hb_tag_t = 0x4342_4C43 // "CBLC"
        guard let table = hb_face_reference_table(face, tag) else { return nil }
        defer { hb_blob_destroy(table) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(table, &length), length >= 8 else { return nil }
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        let count = Int(bytes[4]) << 24 | Int(bytes[5]) << 16 | Int(bytes[6]) << 8 | Int(bytes[7])
        var largest = 0
        for index in 0..<count where 8 + 48 * (index + 1) <= Int(length) {
            largest = max(largest, Int(bytes[8 + 48 * index + 44]))
        }
        return largest > 0 ? largest : nil
    }

    private static func advance(of string: String, font: OpaquePointer) -> Int {
        let units = Array(string.utf16)
        var total = 0
        units.withUnsafeBufferPointer { buffer in
            shape(buffer, range: 0..<buffer.count, script: HB_SCRIPT_LATIN, font: font) { _, advance, _ in total += advance }
        }
        return total
    }

    private static func shape(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, script: hb_script_t, font: OpaquePointer,
        glyph: (_ cluster: Int, _ advance: Int, _ unsafeToBreak: Bool) -> Void
    ) {
        guard let base = text.baseAddress, !range.isEmpty else { return }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf16(buffer, base, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_direction(buffer, hb_script_get_horizontal_direction(script))
        // Latin shaping does not depend on the language; a fixed one keeps the output the same on
        // every machine whatever its locale (HarfBuzz would otherwise read the process's).
        hb_buffer_set_language(buffer, hb_language_from_string("en", -1))
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return }
        for index in 0..<Int(count) {
            var info = infos[index]
            let unsafe = hb_glyph_info_get_glyph_flags(&info).rawValue & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0
            glyph(Int(info.cluster), Int(positions[index].x_advance), unsafe)
        }
    }
}

/// A text cut where its script or its font changes, as Chromium itemizes before shaping: each run
/// is shaped in its own script and direction (Hebrew and Arabic right to left, Arabic joined).
/// Common and inherited characters (spaces, digits, punctuation, marks) join the run they sit in.
///
/// Each cluster (a character with the marks, selectors and modifiers after it, an emoji joined to
/// the next by U+200D, a pair of regional indicators) is drawn by one face, the first of the face
/// and its fallbacks that has its character, as the pages' family lists pick it: what Inter lacks
/// comes from DejaVu Sans (Serif and Mono fall back on Sans, as fontconfig's order puts them for
/// Chromium), then Noto Color Emoji, then Noto Sans CJK. An emoji sequence (one with U+FE0F, a
/// skin tone, a joiner, a keycap, a flag) goes to the color emoji face first, as Chromium draws
/// it in color even where Inter or DejaVu has its first character. A character no face has stays
/// in the face and measures as its .notdef box, as Chromium draws it.
struct TextRuns: Sequence, IteratorProtocol {
    struct Run {
        var range: Range<Int>
        var script: hb_script_t
        var face: FontFace
    }

    private let text: UnsafeBufferPointer<UInt16>
    private let primary: FontFace
    private var position: Int
    private let end: Int
    private static let functions = UnicodeFunctions()

    init(_ text: UnsafeBufferPointer<UInt16>, in range: Range<Int>, face: FontFace) {
        self.text = text
        primary = face
        position = range.lowerBound
        end = range.upperBound
    }

    mutating func next() -> Run? {
        guard position < end else { return nil }
        let start = position
        var script = HB_SCRIPT_COMMON
        var face: FontFace?
        scan: while position < end {
            let clusterStart = position
            let (cluster, isEmojiSequence) = clusterEnd(from: position)
            let (first, _) = Self.scalar(in: text, at: position)
            // A cluster that starts with an attaching character (a mark after a space) keeps the
            // run's face; so does the rest of each cluster.
            if !Self.attaches(Unicode.Scalar(first) ?? "\u{FFFD}") {
                let own = self.face(for: Unicode.Scalar(first) ?? "\u{FFFD}", emojiSequence: isEmojiSequence)
                if let face, face !== own { break scan }
                face = own
            }
            while position < cluster {
                let (value, length) = Self.scalar(in: text, at: position)
                let ownScript = hb_unicode_script(Self.functions.pointer, value)
                if ownScript != HB_SCRIPT_COMMON && ownScript != HB_SCRIPT_INHERITED && ownScript != HB_SCRIPT_UNKNOWN {
                    if script == HB_SCRIPT_COMMON {
                        script = ownScript
                    } else if ownScript != script && position == clusterStart {
                        // A cluster keeps its first character's script whole (a mark of
                        // another script stays with its base).
                        break scan
                    }
                }
                position += length
            }
        }
        // A run of neutrals alone (" 123 ") is shaped as Latin, the script HarfBuzz would guess.
        return Run(range: start..<position, script: script == HB_SCRIPT_COMMON ? HB_SCRIPT_LATIN : script,
                   face: face ?? primary)
    }

    /// The face that draws a cluster starting with `scalar`.
    private func face(for scalar: Unicode.Scalar, emojiSequence: Bool) -> FontFace {
        if emojiSequence, let emoji = primary.fallbacks.first(where: { $0.drawsColorEmoji }), emoji.hasGlyph(for: scalar) {
            return emoji
        }
        if primary.hasGlyph(for: scalar) { return primary }
        return primary.fallbacks.first { $0.hasGlyph(for: scalar) } ?? primary
    }

    /// Where the cluster that starts at `index` ends, and whether it is an emoji sequence: its
    /// character followed by U+FE0F, a skin tone, a keycap or a joiner, or a regional-indicator
    /// pair. U+FE0E (text presentation) makes it no emoji sequence whatever else follows.
    private func clusterEnd(from index: Int) -> (Int, Bool) {
        let (first, firstLength) = Self.scalar(in: text, at: index)
        var next = index + firstLength
        var isEmoji = false
        var isText = false
        if (0x1F1E6...0x1F1FF).contains(first) {
            isEmoji = true
            if next < end, case let (value, length) = Self.scalar(in: text, at: next), (0x1F1E6...0x1F1FF).contains(value) {
                next += length
            }
        }
        while next < end {
            let (value, length) = Self.scalar(in: text, at: next)
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            if value == 0x200D {
                // A joiner binds the next character into the cluster.
                isEmoji = true
                next += length
                if next < end { next += Self.scalar(in: text, at: next).1 }
            } else if Self.attaches(scalar) {
                if value == 0xFE0F || value == 0x20E3 || scalar.properties.isEmojiModifier { isEmoji = true }
                if value == 0xFE0E { isText = true }
                next += length
            } else {
                break
            }
        }
        return (next, isEmoji && !isText)
    }

    /// Marks, joiners, selectors and modifiers go with the character before them, whatever the
    /// face's cmap says (HarfBuzz hides the invisible ones).
    private static func attaches(_ scalar: Unicode.Scalar) -> Bool {
        // Below U+0300 only the soft hyphen does (the common case, without property lookups).
        if scalar.value < 0x300 { return scalar.value == 0xAD }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
        default: return (0xFE00...0xFE0F).contains(scalar.value) || scalar.properties.isEmojiModifier
        }
    }

    /// The code point at `index` and its length in UTF-16 units; a lone surrogate is U+FFFD.
    static func scalar(in text: UnsafeBufferPointer<UInt16>, at index: Int) -> (UInt32, Int) {
        let unit = text[index]
        if UTF16.isLeadSurrogate(unit), index + 1 < text.count, UTF16.isTrailSurrogate(text[index + 1]) {
            let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(text[index + 1]) - 0xDC00)
            return (value, 2)
        }
        return (UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) ? 0xFFFD : UInt32(unit), 1)
    }
}

/// HarfBuzz's built-in Unicode data, a process-wide immutable singleton (safe to share).
private struct UnicodeFunctions: @unchecked Sendable {
    let pointer = hb_unicode_funcs_get_default()
}
