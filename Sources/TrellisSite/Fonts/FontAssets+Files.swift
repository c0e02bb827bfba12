import Foundation
import Trellis
import TrellisLayout
import TrellisRender

// Where the font files the pages name come from: the site copies them beside the pages.
extension FontAssets {
    /// Where Debian and Ubuntu install fonts-dejavu-core.
    public static let systemDirectory = SystemFontFile.Source.dejaVu.systemDirectory
    /// Where Debian and Ubuntu install fonts-inter.
    public static let interDirectory = SystemFontFile.Source.inter.systemDirectory

    /// The font files as site files under `assets/`: DejaVu's read from `directory`, Inter's from
    /// `interDirectory` (else `$TRELLIS_INTER_DIR`, else Debian's folder).
    public static func files(from directory: String = systemDirectory, interDirectory: String? = nil) throws(MissingFontError) -> [SiteFile] {
        let inter = interDirectory ?? ProcessInfo.processInfo.environment[SystemFontFile.Source.inter.environmentVariable]
            ?? Self.interDirectory
        var files: [SiteFile] = []
        for file in SystemFontFile.all {
            let folder = file.source == .dejaVu ? directory : inter
            let path = (folder.hasSuffix("/") ? folder : folder + "/") + file.fileName
            guard let data = FileManager.default.contents(atPath: path) else {
                throw MissingFontError(path: path, package: file.source.package)
            }
            files.append(SiteFile(path: Self.folder + "/" + file.fileName, contents: data))
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
        let source: SystemFontFile.Source = package == SystemFontFile.Source.inter.package ? .inter : .dejaVu
        return source.problem(path: path, isMissing: true)
    }
}
