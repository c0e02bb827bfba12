import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts a rendered site into its output directory without ever showing a half-written state.
///
/// Every file is first written into a staging directory inside the output directory (so it is on
/// the same file system), each through a temp file and a rename. Only when all of them are on disk
/// are they renamed into place. Files a previous run wrote and this one does not are then removed,
/// so the directory never holds a stale mix of two runs. Anything else in the directory (a
/// `.gitkeep`, the user's own files) is left alone: the writer only deletes what its manifest says
/// it wrote.
public struct SiteWriter: Sendable {
    public static let manifestName = ".trellis-manifest"
    static let stagingName = ".trellis-staging"

    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// Writes `files`; on error, the output directory holds exactly what it held before, apart
    /// from missing parent directories that were created.
    public func write(_ files: [SiteFile]) throws(SiteWriteError) {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw SiteWriteError(path: directory, reason: "exists and is not a directory")
            }
        } else {
            try AtomicFile.makeDirectory(directory)
        }
        try checkPaths(files)

        removeAbandonedStaging()
        // One staging folder per process, so two runs into the same folder cannot mix their files.
        let staging = join(directory, Self.stagingName + "-\(getpid())")
        do {
            try fileManager.createDirectory(atPath: staging, withIntermediateDirectories: false)
        } catch {
            throw SiteWriteError(path: directory, reason: "cannot write here: \(AtomicFile.reason(of: error))")
        }
        defer { try? fileManager.removeItem(atPath: staging) }

        for file in files {
            let staged = join(staging, file.path)
            try AtomicFile.makeDirectory((staged as NSString).deletingLastPathComponent)
            try AtomicFile.write(file.contents, to: staged)
        }
        try checkNoConflicts(files)

        let previous = readManifest()
        for file in files {
            let target = join(directory, file.path)
            try AtomicFile.makeDirectory((target as NSString).deletingLastPathComponent)
            try AtomicFile.rename(join(staging, file.path), to: target)
        }
        let current = Set(files.map(\.path))
        for path in previous.sorted() where !current.contains(path) {
            removeStale(path)
        }
        let manifest = "# Files written by `trellis render`; the next run removes those it no longer writes.\n"
            + files.map(\.path).sorted().joined(separator: "\n") + "\n"
        try AtomicFile.write(Data(manifest.utf8), to: join(directory, Self.manifestName))
    }

    /// Paths come from page ids and theme names; refuse any that would leave the directory.
    private func checkPaths(_ files: [SiteFile]) throws(SiteWriteError) {
        for file in files {
            // An absolute path starts with an empty component, so this check covers it too.
            let parts = file.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            let isPlain = !parts.contains { $0.isEmpty || $0 == "." || $0 == ".." }
            let isReserved = parts[0] == Self.manifestName || parts[0].hasPrefix(Self.stagingName)
            guard isPlain, !isReserved else {
                throw SiteWriteError(path: file.path, reason: "not a plain relative path inside the output directory")
            }
        }
    }

    /// A directory where a file should go (or a file where a directory should) would make a rename
    /// fail half-way through; find it before anything is moved.
    private func checkNoConflicts(_ files: [SiteFile]) throws(SiteWriteError) {
        let fileManager = FileManager.default
        for file in files {
            var isDirectory: ObjCBool = false
            let target = join(directory, file.path)
            if fileManager.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue {
                throw SiteWriteError(path: target, reason: "is a directory; cannot replace it with a file")
            }
            var parent = (file.path as NSString).deletingLastPathComponent
            while !parent.isEmpty {
                let path = join(directory, parent)
                if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    throw SiteWriteError(path: path, reason: "is a file; cannot put files inside it")
                }
                parent = (parent as NSString).deletingLastPathComponent
            }
        }
    }

    /// Staging folders of runs that were interrupted (their process is gone) are ours to delete.
    private func removeAbandonedStaging() {
        let fileManager = FileManager.default
        let prefix = Self.stagingName + "-"
        for entry in (try? fileManager.contentsOfDirectory(atPath: directory)) ?? [] where entry.hasPrefix(prefix) {
            guard let pid = Int32(entry.dropFirst(prefix.count)), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? fileManager.removeItem(atPath: join(directory, entry))
            }
        }
    }

    private func readManifest() -> Set<String> {
        guard let data = FileManager.default.contents(atPath: join(directory, Self.manifestName)),
              let text = String(data: data, encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").map(String.init).filter { line in
            !line.hasPrefix("#") && !line.isEmpty && !line.hasPrefix("/")
                && !line.split(separator: "/").contains("..")
        })
    }

    /// Removes a file of an earlier run, then any directories that this leaves empty.
    private func removeStale(_ path: String) {
        let fileManager = FileManager.default
        try? fileManager.removeItem(atPath: join(directory, path))
        var parent = (path as NSString).deletingLastPathComponent
        while !parent.isEmpty {
            let full = join(directory, parent)
            guard let entries = try? fileManager.contentsOfDirectory(atPath: full), entries.isEmpty else { return }
            try? fileManager.removeItem(atPath: full)
            parent = (parent as NSString).deletingLastPathComponent
        }
    }

    private func join(_ base: String, _ path: String) -> String {
        base.hasSuffix("/") ? base + path : base + "/" + path
    }
}
