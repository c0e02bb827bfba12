import Foundation

/// A strings file that cannot be read: which file, where in it, and why.
public struct LocalizedStringsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, relative to the folder that was read (`de.lproj/Localizable.strings`).
    public var file: String
    /// The line the problem is on, for the text formats; nil when the reader cannot say.
    public var line: Int?
    /// Where in the file's structure, for the catalog and plist formats: `'Done' › de › variations`.
    public var location: String?
    /// What is wrong.
    public var reason: String

    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if let location { text += ": " + location }
        return text + ": " + reason
    }
}

extension LocalizedStringsError {
    /// The line a Foundation parser's message points at: "at line N", or "around character N"
    /// (a byte offset into `data`, whose line is counted).
    static func line(in message: String, of data: Data) -> Int? {
        if let range = message.range(of: "line ") {
            return Int(message[range.upperBound...].prefix { $0.isNumber })
        }
        guard let range = message.range(of: "character "),
              let offset = Int(message[range.upperBound...].prefix { $0.isNumber }) else { return nil }
        return 1 + data.prefix(offset).count { $0 == UInt8(ascii: "\n") }
    }
}

extension LocalizedStrings {
    /// Reads every strings file under `directory`, as Xcode would build them into an app: each
    /// String Catalog (`Name.xcstrings`, table `Name`), and in each `<language>.lproj` folder each
    /// `Name.strings` and `Name.stringsdict` (a `.stringsdict` key wins over the same `.strings`
    /// key). Asset catalogs, hidden folders and build folders are skipped.
    ///
    /// - Parameters:
    ///   - directory: The app's resources folder (or any folder above its strings files).
    ///   - developmentLanguage: The app's own language; nil takes the String Catalogs'
    ///     `sourceLanguage` (they must agree), else `en`. `Base.lproj` counts as this language.
    /// - Throws: `LocalizedStringsError` for the first file that cannot be read.
    public init(directory: URL, developmentLanguage: String? = nil) throws(LocalizedStringsError) {
        var files: [(url: URL, relative: String, language: String?)] = []
        Self.collect(directory, relative: "", language: nil, into: &files)
        var catalogs: [(StringCatalogFile, String)] = []
        for file in files where file.url.pathExtension == "xcstrings" {
            catalogs.append((try StringCatalogFile.read(file.url, name: file.relative), file.relative))
        }
        var source = developmentLanguage
        for (catalog, name) in catalogs {
            if let chosen = source, developmentLanguage == nil, Self.canonical(chosen) != catalog.sourceLanguage {
                throw LocalizedStringsError(
                    file: name, reason: "its sourceLanguage '\(catalog.sourceLanguage)' differs from '\(chosen)' of another catalog; an app has one development language")
            }
            source = source ?? catalog.sourceLanguage
        }
        self.init(developmentLanguage: Self.canonical(source ?? "en"))
        for (catalog, _) in catalogs {
            for (key, values) in catalog.strings {
                for (language, format) in values { add(format, forKey: key, language: language, table: catalog.table) }
            }
        }
        // `.strings` first, so that a `.stringsdict` value of the same key replaces it.
        for pathExtension in ["strings", "stringsdict"] {
            for file in files where file.url.pathExtension == pathExtension {
                guard let folderLanguage = file.language else { continue }
                let language = folderLanguage == "Base" ? self.developmentLanguage : folderLanguage
                let table = file.url.deletingPathExtension().lastPathComponent
                let entries = pathExtension == "strings"
                    ? try StringsFile.read(file.url, name: file.relative).map { ($0.key, LocalizedFormat.string($0.value)) }
                    : try StringsDictFile.read(file.url, name: file.relative)
                for (key, format) in entries { add(format, forKey: key, language: language, table: table) }
            }
        }
    }

    /// The strings files under `folder`, sorted by path so that the result never depends on the
    /// file system's order; `language` is the `.lproj` folder's language they are in.
    private static func collect(
        _ folder: URL, relative: String, language: String?, into files: inout [(url: URL, relative: String, language: String?)]
    ) {
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let name = entry.lastPathComponent
            let path = relative.isEmpty ? name : relative + "/" + name
            let isDirectory = (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            if isDirectory {
                guard !name.hasPrefix("."), !["xcassets", "build", "xcodeproj"].contains(entry.pathExtension), name != "build" else { continue }
                let lproj = entry.pathExtension == "lproj" ? entry.deletingPathExtension().lastPathComponent : nil
                collect(entry, relative: path, language: lproj ?? language, into: &files)
            } else if ["xcstrings", "strings", "stringsdict"].contains(entry.pathExtension) {
                files.append((entry, path, language))
            }
        }
    }
}
