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
    /// `interDirectory` (else `$TRELLIS_INTER_DIR`, else Debian's folder). The emoji and CJK faces
    /// are not among them: a site ships them as subsets (`scriptFallbackFiles(for:)`).
    public static func files(from directory: String = systemDirectory, interDirectory: String? = nil) throws(MissingFontError) -> [SiteFile] {
        var files: [SiteFile] = []
        for file in SystemFontFile.all {
            let path = file.path(in: file.source == .dejaVu ? directory : interDirectory)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw MissingFontError(path: path, package: file.source.package)
            }
            files.append(SiteFile(path: Self.folder + "/" + file.fileName, contents: data))
        }
        return files
    }
}

extension FontAssets {
    /// The emoji and CJK faces as site files under `assets/`, each a subset of the characters
    /// `pages` (their HTML and SVG files) hold, and each only when a page holds a character it
    /// draws (ScriptFallbackSubsets); none for pages of Latin text.
    public static func scriptFallbackFiles(for pages: [SiteFile]) throws(FontLoadingError) -> [SiteFile] {
        var scalars: Set<UInt32> = []
        for page in pages where page.path.hasSuffix(".html") || page.path.hasSuffix(".svg") {
            // Markup is ASCII; only text brings characters beyond it.
            for scalar in String(decoding: page.contents, as: UTF8.self).unicodeScalars where scalar.value >= 0x80 {
                scalars.insert(scalar.value)
            }
        }
        guard !scalars.isEmpty else { return [] }
        return try ScriptFallbackSubsets.subsets(for: scalars).map { subset in
            SiteFile(path: Self.folder + "/" + subset.assetName, contents: subset.contents)
        }
    }
}

/// A font file the pages need is not installed.
public struct MissingFontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path where the file was looked for.
    public var path: String
    /// The Debian package that installs the file.
    public var package: String

    public var description: String {
        let source = SystemFontFile.Source.allCases.first { $0.package == package } ?? .dejaVu
        return source.problem(path: path, isMissing: true)
    }
}
