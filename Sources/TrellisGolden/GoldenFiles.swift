import Foundation

/// Where goldens and artifacts live and what they are called.
///
/// Names are built only from the test's name, the variant and the format, never from dates or
/// machines, so the same test finds the same file everywhere.
package enum GoldenFiles {
    /// `<folder of the test file>/__Goldens__/<test file name without .swift>`.
    package static func directory(forTestFile filePath: String) -> String {
        let url = URL(fileURLWithPath: filePath)
        let folder = url.deletingLastPathComponent().path
        return folder + "/__Goldens__/" + url.deletingPathExtension().lastPathComponent
    }

    /// The test file's name without its extension, which names its artifacts folder too.
    package static func testFileName(_ filePath: String) -> String {
        URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    }

    /// A name part that is safe in a file name on every platform: a Swift function's name
    /// without its argument list, with anything but letters, digits, `_` and `-` made `-`.
    package static func component(_ raw: String) -> String {
        var name = Substring(raw)
        if let parenthesis = name.firstIndex(of: "(") { name = name[..<parenthesis] }
        var out = ""
        for scalar in name.unicodeScalars {
            let isSafe = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
                || (scalar >= "0" && scalar <= "9") || scalar == "_" || scalar == "-"
            out.unicodeScalars.append(isSafe ? scalar : "-")
        }
        return out.isEmpty ? "unnamed" : out
    }

    /// Writes through a temporary file in the same folder and a rename, so a reader sees the old
    /// file or the new one, never half of one. Creates missing folders.
    package static func writeAtomically(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw GoldenFileError(path: path, reason: "cannot create the temporary file \(temporary.path)")
        }
        if rename(temporary.path, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw GoldenFileError(path: path, reason: reason)
        }
    }
}

/// A golden or artifact that could not be written.
public struct GoldenFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file that could not be written.
    public var path: String
    /// What the file system said.
    public var reason: String

    public var description: String { "cannot write \(path): \(reason)" }
}
