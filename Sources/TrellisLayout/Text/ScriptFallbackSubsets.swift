import CHarfBuzz
import Foundation
import TrellisCore

/// The emoji and CJK faces cut down to what a site's pages use: Noto Color Emoji is about 10 MB
/// and each Noto Sans CJK face about 16 MB, so a site ships each one only as a subset (HarfBuzz's
/// subsetter) of the characters its pages hold, and only when a page holds a character that the
/// face would draw. The subset keeps each glyph's advance, so the widths are the full face's.
public enum ScriptFallbackSubsets {
    /// One subset: the file name the pages' `@font-face` rules give it, and its bytes.
    public struct Subset: Hashable, Sendable {
        public var assetName: String
        public var contents: Data
    }

    /// The subsets for pages holding `scalars`, in `SystemFontFile.scriptFallbacks`' order. A face
    /// is left out when no scalar is one it would draw: one that DejaVu Sans lacks and it has, or,
    /// for the emoji face, a part of an emoji sequence (U+FE0F, a keycap, a joiner, a skin tone, a
    /// regional indicator). The same scalars give the same bytes, whatever their order.
    public static func subsets(for scalars: Set<UInt32>) throws(FontLoadingError) -> [Subset] {
        let dejaVu = SystemFontFile.all[0]
        let dejaVuFace = try FontFace(path: dejaVu.path(), fileName: dejaVu.fileName)
        let sorted = scalars.sorted()
        let beyondDejaVu = sorted.filter { value in
            Unicode.Scalar(value).map { !dejaVuFace.hasGlyph(for: $0) } ?? false
        }
        let asksForEmoji = sorted.contains { value in
            value == 0xFE0F || value == 0x20E3 || value == 0x200D || (0x1F1E6...0x1F1FF).contains(value)
                || (0x1F3FB...0x1F3FF).contains(value)
        }
        var result: [Subset] = []
        for file in SystemFontFile.scriptFallbacks {
            let path = file.path()
            let face = try FontFace(path: path, fileName: file.fileName, index: file.collectionIndex)
            let draws = beyondDejaVu.contains { Unicode.Scalar($0).map(face.hasGlyph(for:)) ?? false }
            guard draws || (face.drawsColorEmoji && asksForEmoji) else { continue }
            guard let contents = subset(path: path, index: file.collectionIndex, scalars: sorted) else {
                throw FontLoadingError(path: path, reason: .notAFont)
            }
            result.append(Subset(assetName: file.assetName, contents: contents))
        }
        return result
    }

    /// The face's glyphs for `scalars` (and what its layout tables reach from them: an emoji
    /// sequence's ligature, a keycap's), as a font file of its own; nil if HarfBuzz can't subset it.
    private static func subset(path: String, index: UInt32, scalars: [UInt32]) -> Data? {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, index)
        defer { hb_face_destroy(face) }
        guard let input = hb_subset_input_create_or_fail() else { return nil }
        defer { hb_subset_input_destroy(input) }
        let unicodes = hb_subset_input_unicode_set(input)
        for scalar in scalars { hb_set_add(unicodes, scalar) }
        guard let subset = hb_subset_or_fail(face, input) else { return nil }
        defer { hb_face_destroy(subset) }
        let result = hb_face_reference_blob(subset)
        defer { hb_blob_destroy(result) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(result, &length), length > 0 else { return nil }
        return Data(bytes: data, count: Int(length))
    }
}
