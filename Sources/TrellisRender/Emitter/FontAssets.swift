/// The DejaVu fonts every page names in `@font-face`, copied beside the pages so a browser on any
/// machine draws text with the metrics Trellis measured, with no network.
///
/// Only the six faces of Debian's fonts-dejavu-core are used (Sans, Serif and Sans Mono, regular
/// and bold): the list is fixed, so the pages are the same on every machine; italics are slanted
/// by the browser.
public enum FontAssets {
    /// One font file: its family, whether it is the bold face, and its file name.
    public struct Face: Hashable, Sendable {
        /// The family name the stylesheets use (`DejaVu Sans`).
        public var family: String
        /// Whether this is the bold face (weight 700) rather than the regular (400).
        public var isBold: Bool
        /// The file's name, the same in the system folder and in the site's `assets/`.
        public var fileName: String
    }

    /// The six faces, in the order their `@font-face` rules are written.
    public static let faces: [Face] = [
        Face(family: "DejaVu Sans", isBold: false, fileName: "DejaVuSans.ttf"),
        Face(family: "DejaVu Sans", isBold: true, fileName: "DejaVuSans-Bold.ttf"),
        Face(family: "DejaVu Serif", isBold: false, fileName: "DejaVuSerif.ttf"),
        Face(family: "DejaVu Serif", isBold: true, fileName: "DejaVuSerif-Bold.ttf"),
        Face(family: "DejaVu Sans Mono", isBold: false, fileName: "DejaVuSansMono.ttf"),
        Face(family: "DejaVu Sans Mono", isBold: true, fileName: "DejaVuSansMono-Bold.ttf"),
    ]

    /// The folder, relative to the output directory, that holds the copies.
    public static let folder = "assets"

    /// The `@font-face` rules for a page whose path to the output root is `root` (`""` or `"../"`).
    public static func fontFaceRules(root: String) -> String {
        var css = ""
        for face in faces {
            css += "@font-face { font-family: \"\(face.family)\"; font-style: normal; font-weight: "
            css += face.isBold ? "700" : "400"
            css += "; src: url(\"\(root)\(folder)/\(face.fileName)\") format(\"truetype\"); }\n"
        }
        return css
    }
}
