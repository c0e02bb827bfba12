import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts a rendered site into its output folder as plain files, so that a reader sees either the
/// whole old site or the whole new one whenever the writing stops, and never loses or replaces a
/// file of the user's.
///
/// The run's files, and a second name (a hard link) for every file of the user's in the live
/// folder, go into a staging folder beside the output folder; then the two folders are swapped
/// at once (`SiteFolder` describes how, and the one case where a reader can find no folder for a
/// moment). A user's file where the run would write is an error that names it, before anything
/// is written.
///
/// A write that fails removes what it staged and leaves the output folder as it was. A killed one
/// leaves its staging folder (or the old site's folder), which the next write removes or puts
/// back. Two writes into one folder take turns on a lock on the folder that holds it.
public struct SiteWriter: Sendable {
    /// The file in the output folder that lists the files Trellis wrote there.
    public static let manifestName = SiteManifest.fileName

    /// The output folder.
    public var directory: String
    /// Whether the swap may use the kernel's atomic exchange; the tests turn it off to check the
    /// fallback for file systems that have none.
    var exchangesAtomically = true

    /// Creates a writer into the folder at `directory`, which is created if missing.
    public init(directory: String) {
        self.directory = directory
    }

    /// What a write does once the new site is staged, in order. Every step before the folders are
    /// swapped (`exchange`, or `moveIn` in the fallback) leaves the old site what a reader sees.
    enum Step: Hashable, Sendable {
        /// The new site, the user's files and the manifest are in the staging folder.
        case stage
        /// The staging folder and the output folder swap names, atomically.
        case exchange
        /// Fallback: the output folder is renamed aside.
        case moveAside
        /// Fallback: the staging folder takes the output folder's name.
        case moveIn
        /// The old site's folder is removed.
        case removeOld
    }

    /// Writes `files` (paths relative to the output folder). On error, nothing a reader sees has
    /// changed, apart from missing parent folders of the output folder that were created.
    public func write(_ files: [SiteFile]) throws(SiteWriteError) {
        _ = try write(files, stoppingAfter: nil)
    }

    /// `stoppingAfter` makes the write stop after that many steps and tidy up nothing, as if it
    /// were killed there, for the tests. Returns the steps it took.
    @discardableResult
    func write(_ files: [SiteFile], stoppingAfter limit: Int?) throws(SiteWriteError) -> [Step] {
        guard !directory.isEmpty else { throw SiteWriteError(path: directory, reason: "the output folder's path is empty") }
        try checkPaths(files)
        var target = directory
        switch AtomicFile.kind(at: directory) {
        case .missing, .directory: break
        case .file: throw SiteWriteError(path: directory, reason: "exists and is not a directory")
        case .link:
            // The folder a link leads to is swapped, and the link keeps leading to it.
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw SiteWriteError(path: directory, reason: "exists and is not a directory")
            }
            target = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        }
        let folder = SiteFolder(directory: target)
        try AtomicFile.makeDirectory(folder.parent)
        let lock = try AtomicFile.lock(folder.parent, isDirectory: true)
        defer { AtomicFile.unlock(lock) }
        try folder.recoverInterruptedRuns()

        let live = folder.liveSite()
        let kept = try keptEntries(of: live, writing: files, in: folder)
        let staging = folder.staging
        do throws(SiteWriteError) {
            try stage(files, keeping: kept, into: staging)
        } catch {
            try? AtomicFile.remove(staging)
            if error.path.hasPrefix(staging) { throw SiteWriteError(path: directory, reason: "cannot write beside it: \(error.reason)") }
            throw error
        }
        var steps: [Step] = [.stage]
        func stopped() -> Bool { limit.map { steps.count >= $0 } ?? false }
        if stopped() { return Array(steps.prefix(limit!)) }
        let hasLive = AtomicFile.kind(at: target) == .directory
        do throws(SiteWriteError) {
            if !hasLive {
                try AtomicFile.rename(staging, to: target)
                steps.append(.moveIn)
                return steps
            }
            if exchangesAtomically, try AtomicFile.exchange(staging, target) {
                steps.append(.exchange)
                if stopped() { return steps }
                // The old site now has the staging folder's name.
                try? AtomicFile.remove(staging)
                steps.append(.removeOld)
                return steps
            }
            let aside = folder.asideFolder
            try AtomicFile.rename(target, to: aside)
            steps.append(.moveAside)
            if stopped() { return steps }
            do throws(SiteWriteError) {
                try AtomicFile.rename(staging, to: target)
            } catch {
                try? AtomicFile.rename(aside, to: target)
                throw error
            }
            steps.append(.moveIn)
            if stopped() { return steps }
            try? AtomicFile.remove(aside)
            steps.append(.removeOld)
            return steps
        } catch {
            try? AtomicFile.remove(staging)
            throw error
        }
    }

    /// The user's entries in the live site, which the new one keeps: everything its manifest does
    /// not list. One where the new run writes a file, or needs a folder, is an error naming it;
    /// so is anything of the user's inside what the new run writes as a file.
    private func keptEntries(
        of live: (manifest: SiteManifest, entries: [SiteFolder.Entry]), writing files: [SiteFile], in folder: SiteFolder
    ) throws(SiteWriteError) -> [SiteFolder.Entry] {
        let written = SiteManifest(paths: files.map(\.path))
        var kept: [SiteFolder.Entry] = []
        for entry in live.entries where !live.manifest.owns(entry.path, isDirectory: entry.kind == .directory) {
            let isDirectory = entry.kind == .directory
            var clash = written.paths.contains(entry.path) || (!isDirectory && written.folders.contains(entry.path))
            var parent = (entry.path as NSString).deletingLastPathComponent
            while !clash, !parent.isEmpty {
                clash = written.paths.contains(parent)
                parent = (parent as NSString).deletingLastPathComponent
            }
            if clash { throw SiteWriteError(path: folder.path(entry.path), reason: Self.notWrittenByTrellis) }
            kept.append(entry)
        }
        return kept
    }

    static let notWrittenByTrellis = "exists and was not written by Trellis; it is left alone: move it, or write the site to another folder"

    /// Every file of the run, the user's entries (files by a second name, never copied), and the
    /// manifest, in `staging`.
    private func stage(_ files: [SiteFile], keeping kept: [SiteFolder.Entry], into staging: String) throws(SiteWriteError) {
        do {
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: false)
        } catch {
            throw SiteWriteError(path: staging, reason: AtomicFile.reason(of: error))
        }
        var folders: Set<String> = [""]
        func makeFolder(_ path: String) throws(SiteWriteError) {
            guard folders.insert(path).inserted else { return }
            try AtomicFile.makeDirectory(staging + "/" + path)
        }
        for file in files {
            try makeFolder((file.path as NSString).deletingLastPathComponent)
            try AtomicFile.create(file.contents, at: staging + "/" + file.path)
        }
        for entry in kept {
            if entry.kind == .directory {
                try makeFolder(entry.path)
            } else {
                try makeFolder((entry.path as NSString).deletingLastPathComponent)
                try AtomicFile.hardLink(entry.source, to: staging + "/" + entry.path)
            }
        }
        let manifest = SiteManifest(paths: files.map(\.path))
        try AtomicFile.create(Data(manifest.text.utf8), at: staging + "/" + SiteManifest.fileName)
    }

    /// Paths come from page ids and theme names; refuse any that would leave the folder or take
    /// one of Trellis's own names (the manifest, and the folder earlier versions kept runs in).
    private func checkPaths(_ files: [SiteFile]) throws(SiteWriteError) {
        var seen: Set<String> = []
        for file in files {
            guard seen.insert(file.path).inserted else {
                throw SiteWriteError(path: file.path, reason: "is written twice by this run")
            }
            // An absolute path starts with an empty component, so this check covers it too.
            let parts = file.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            let isPlain = !parts.contains { $0.isEmpty || $0 == "." || $0 == ".." }
            guard isPlain, !parts[0].hasPrefix(SiteFolder.linkedStateName) else {
                throw SiteWriteError(path: file.path, reason: "not a plain relative path inside the output directory")
            }
        }
    }
}
