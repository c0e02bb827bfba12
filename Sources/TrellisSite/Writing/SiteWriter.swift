import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts a rendered site into its output folder so that a reader sees either the whole old site or
/// the whole new one, whenever the writing stops, and never loses or replaces a file of the user's.
///
/// The run's files are written into `.trellis/staging-<pid>/`, a folder no reader looks at. Then one
/// rename of a symbolic link switches every page at once (`SiteFolder` describes the layout:
/// `DIR/index.html` and `DIR/marigold/…` are links into `.trellis/current/`). Files the user put in
/// the folder are never touched: a user's file where the run would write is an error that names
/// it, before anything is written.
///
/// A write that fails removes what it staged. A killed one leaves its staging folder (and, if it
/// got that far, the old run's folder), which the next write into the folder removes. Two writes
/// into one folder take turns on a lock.
///
/// Upgrading: a folder that a version before this layout wrote (pages as plain files, listed in
/// `DIR/.trellis-manifest`) is taken over by the first write, which replaces those files by links.
/// That write alone can be seen half-way (a killed one leaves some pages missing, never a mix of
/// two runs' pages), and it refuses a folder of the old site that holds files of the user's.
public struct SiteWriter: Sendable {
    /// The manifest file in which a version before the linked layout listed the files it wrote.
    public static let manifestName = SiteManifest.fileName

    /// The output folder.
    public var directory: String

    /// Creates a writer into the folder at `directory`, which is created if missing.
    public init(directory: String) {
        self.directory = directory
    }

    /// Writes `files` (paths relative to the output folder). On error, nothing a reader sees has
    /// changed, apart from missing parent folders of the output folder that were created.
    public func write(_ files: [SiteFile]) throws(SiteWriteError) {
        _ = try write(files, stoppingAfter: nil)
    }

    /// `stoppingAfter` makes the write stop after that many publishing steps and tidy up nothing,
    /// as if it were killed there, for the tests. Returns the steps it took.
    @discardableResult
    func write(_ files: [SiteFile], stoppingAfter limit: Int?) throws(SiteWriteError) -> [SitePublishStep] {
        guard !directory.isEmpty else { throw SiteWriteError(path: directory, reason: "the output folder's path is empty") }
        try checkPaths(files)
        switch AtomicFile.kind(at: directory) {
        case .missing: try AtomicFile.makeDirectory(directory)
        case .file: throw SiteWriteError(path: directory, reason: "exists and is not a directory")
        case .directory, .link:
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw SiteWriteError(path: directory, reason: "exists and is not a directory")
            }
        }
        let folder = SiteFolder(directory: directory)
        try folder.makeStateDirectory()
        let lock = try AtomicFile.lock(folder.state(SiteFolder.lockName))
        defer { AtomicFile.unlock(lock) }

        let live = folder.liveRun()
        folder.removeLeftovers(keeping: live)
        let publication = try SitePublication(files: files, folder: folder, liveRun: live)
        let staging = folder.state(SiteFolder.stagingPrefix + String(getpid()))
        do {
            try stage(files, keeping: publication.kept, from: live.map(folder.state), into: staging)
        } catch {
            if limit == nil { try? AtomicFile.remove(staging) }
            throw error
        }
        return try publish(SitePublishStep.steps(for: publication, staging: staging), in: folder, stoppingAfter: limit)
    }

    /// Every file of the run, the user's entries from the live run, and the manifest, in `staging`.
    private func stage(
        _ files: [SiteFile], keeping kept: [SitePublication.KeptEntry], from live: String?, into staging: String
    ) throws(SiteWriteError) {
        do {
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: false)
        } catch {
            throw SiteWriteError(path: directory, reason: "cannot write here: \(AtomicFile.reason(of: error))")
        }
        var folders: Set<String> = [""]
        func makeParent(of path: String) throws(SiteWriteError) {
            let parent = (path as NSString).deletingLastPathComponent
            guard folders.insert(parent).inserted else { return }
            try AtomicFile.makeDirectory(staging + "/" + parent)
        }
        for file in files {
            try makeParent(of: file.path)
            try AtomicFile.create(file.contents, at: staging + "/" + file.path)
        }
        if let live {
            for entry in kept {
                if entry.isDirectory {
                    if folders.insert(entry.path).inserted { try AtomicFile.makeDirectory(staging + "/" + entry.path) }
                } else {
                    try makeParent(of: entry.path)
                    try AtomicFile.hardLink(live + "/" + entry.path, to: staging + "/" + entry.path)
                }
            }
        }
        let manifest = SiteManifest(paths: files.map(\.path))
        try AtomicFile.create(Data(manifest.text.utf8), at: staging + "/" + SiteManifest.fileName)
    }

    /// Performs `steps`. A failure before the switch takes back the steps taken; after it, what is
    /// left to tidy is left for the next write, which removes it.
    private func publish(
        _ steps: [SitePublishStep], in folder: SiteFolder, stoppingAfter limit: Int?
    ) throws(SiteWriteError) -> [SitePublishStep] {
        var done: [SitePublishStep] = []
        for step in steps {
            if let limit, done.count == limit { return done }
            do {
                try step.perform(in: folder)
            } catch {
                guard step.isBeforeSwitch else {
                    done.append(step)
                    continue
                }
                for taken in done.reversed() { taken.undo(in: folder) }
                if case .nameRun(let staging, _) = steps[0] { try? AtomicFile.remove(staging) }
                throw error
            }
            done.append(step)
        }
        return done
    }

    /// Paths come from page ids and theme names; refuse any that would leave the folder or take
    /// one of Trellis's own names (everything at the top starting with `.trellis`).
    private func checkPaths(_ files: [SiteFile]) throws(SiteWriteError) {
        var seen: Set<String> = []
        for file in files {
            guard seen.insert(file.path).inserted else {
                throw SiteWriteError(path: file.path, reason: "is written twice by this run")
            }
            // An absolute path starts with an empty component, so this check covers it too.
            let parts = file.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            let isPlain = !parts.contains { $0.isEmpty || $0 == "." || $0 == ".." }
            guard isPlain, !parts[0].hasPrefix(SiteFolder.stateName) else {
                throw SiteWriteError(path: file.path, reason: "not a plain relative path inside the output directory")
            }
        }
    }
}
