import TrellisCore

/// The fonts every page names in `@font-face`, copied beside the pages so a browser on any machine
/// draws text with the metrics Trellis measured, with no network.
///
/// The faces are the built-in designs' files (SystemFontFile): Inter and Inter Display at nine
/// weights (fonts-inter) for the system font, DejaVu Sans, Serif and Sans Mono, regular and bold
/// (fonts-dejavu-core), for what Inter lacks and for the serif and monospaced designs; then Noto
/// Color Emoji and Noto Sans CJK JP for emoji and Han, kana and Hangul, which a site ships as
/// subsets of what its pages use (`SystemFontFile.scriptFallbacks`). The list is fixed, so the
/// pages are the same on every machine; italics are slanted by the browser.
public enum FontAssets {
    /// One font file: its family, its weight, and its file name.
    public struct Face: Hashable, Sendable {
        /// The family name the stylesheets use (`Inter`, `DejaVu Sans`).
        public var family: String
        /// The CSS weight, 100 to 900.
        public var weight: Int
        /// The file's name, the same in the system folder and in the site's `assets/`.
        public var fileName: String
        /// CSS `format()`: `truetype` or `opentype`.
        public var format: String

        /// Whether this is a bold face (weight 700 or more).
        public var isBold: Bool { weight >= 700 }
    }

    /// The faces, in the order their `@font-face` rules are written.
    public static let faces: [Face] = SystemFontFile.all.map { file in
        Face(family: file.family, weight: file.weight, fileName: file.fileName, format: file.source.cssFormat)
    }

    /// The emoji and CJK faces, named after the faces above in every font-family list; their
    /// files are subsets a site ships only when its pages use them.
    public static let scriptFallbackFaces: [Face] = SystemFontFile.scriptFallbacks.map { file in
        Face(family: file.family, weight: file.weight, fileName: file.assetName, format: file.source.cssFormat)
    }

    /// The folder, relative to the output directory, that holds the copies.
    public static let folder = "assets"

    /// The `@font-face` rules for a page whose path to the output root is `root` (`""` or `"../"`).
    public static func fontFaceRules(root: String) -> String {
        var css = ""
        for face in faces + scriptFallbackFaces {
            // The emoji face serves every weight: a bitmap face has no bolder cut to pick, and the
            // range keeps a browser from emboldening it.
            let weight = face.family == "Noto Color Emoji" ? "100 900" : String(face.weight)
            css += "@font-face { font-family: \"\(face.family)\"; font-style: normal; font-weight: \(weight)"
            css += "; src: url(\"\(root)\(folder)/\(face.fileName)\") format(\"\(face.format)\"); }\n"
        }
        return css
    }
}
