import Foundation
import Trellis
import TrellisLayout
import TrellisRender

// Where the DejaVu files the pages name come from: the site copies them beside the pages.
extension FontAssets {
    /// Where Debian and Ubuntu install fonts-dejavu-core.
    public static let systemDirectory = "/usr/share/fonts/truetype/dejavu"
    /// The Debian package the files come with, named in ``MissingFontError``'s message.
    public static let package = "fonts-dejavu-core"

    /// The font files as site files under `assets/`, read from `directory`.
    public static func files(from directory: String = systemDirectory) throws(MissingFontError) -> [SiteFile] {
        var files: [SiteFile] = []
        for face in faces {
            let path = (directory.hasSuffix("/") ? directory : directory + "/") + face.fileName
            guard let data = FileManager.default.contents(atPath: path) else {
                throw MissingFontError(path: path, package: package)
            }
            files.append(SiteFile(path: folder + "/" + face.fileName, contents: data))
        }
        return files
    }
}

/// A font file the pages need is not installed.
public struct MissingFontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path where the file was looked for.
    public var path: String
    /// The Debian package that installs the file.
    public var package: String

    public var description: String {
        "font file \(path) not found; it comes with the Debian package \(package) (apt-get install \(package)), "
            + "or set TRELLIS_FONT_DIR to a folder that holds the DejaVu .ttf files"
    }
}
