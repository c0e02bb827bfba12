import Foundation
import TrellisCore

// How a page declares a brand font's faces: the emitters write these rules into the HTML page's
// and the SVG's stylesheet; the site copies the files to the folder they name.
extension FontCatalog {
    /// The folder, relative to the output directory, that holds the copies.
    public static let siteFolder = "assets/fonts"

    /// One `@font-face` rule per face, in file-name order, for a page whose path to the output
    /// root is `root`. Each names the face's own weight and style, the ones texts ask for.
    public func fontFaceRules(root: String) -> String {
        var css = ""
        for face in faces {
            let file = face.fileName.addingPercentEncoding(withAllowedCharacters: Self.urlCharacters) ?? face.fileName
            let format = face.fileName.lowercased().hasSuffix(".otf") ? "opentype" : "truetype"
            css += "@font-face { font-family: " + CSS.string(face.family) + "; font-style: "
                + (face.isItalic ? "italic" : "normal") + "; font-weight: \(face.weight.value); src: url("
                + CSS.string(root + Self.siteFolder + "/" + file) + ") format(\"\(format)\"); }\n"
        }
        return css
    }

    private static let urlCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "\"'()\\"))
}
