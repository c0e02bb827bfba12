import Foundation
import Trellis
import TrellisLayout

/// The brand fonts beside the pages: every face of the folder is copied to `assets/fonts/` under
/// its own file name and declared in `@font-face`. All of them rather than the ones some text
/// uses: a browser downloads a declared face only when a text needs it, so the extra files cost
/// disk and no page load, and a face drawn only inside a Canvas (known only at layout) is
/// never missing.
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

    /// The font files as site files under `assets/fonts/`.
    public func siteFiles() throws(FontFolderError) -> [SiteFile] {
        var files: [SiteFile] = []
        for face in faces {
            guard let data = FileManager.default.contents(atPath: face.path) else {
                throw FontFolderError(directory: (face.path as NSString).deletingLastPathComponent, file: face.fileName, problem: "cannot be read")
            }
            files.append(SiteFile(path: Self.siteFolder + "/" + face.fileName, contents: data))
        }
        return files
    }
}
