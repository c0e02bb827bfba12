import Foundation
import Trellis
import TrellisLayout
import TrellisRender

/// The brand fonts beside the pages: every face of the folder is copied to `assets/fonts/` under
/// its own file name and declared in `@font-face`. All of them rather than the ones some text
/// uses: a browser downloads a declared face only when a text needs it, so the extra files cost
/// disk and no page load, and a face drawn only inside a Canvas (known only at layout) is
/// never missing.
extension FontCatalog {
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
