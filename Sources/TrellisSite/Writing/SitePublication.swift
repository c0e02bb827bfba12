import Foundation
import Trellis
import TrellisLayout
import TrellisRender

/// What a write has to do to an output folder, worked out from what is there before anything is
/// written: which user files stand in the way (an error naming the first), which user files the
/// live run holds and the new one keeps, and which top-level links to make or remove.
struct SitePublication {
    /// An entry of the user's inside the live run folder (saved through a link): the new run gets
    /// the same file under the same path, by a hard link, so it is never copied, changed or lost.
    struct KeptEntry: Hashable {
        var path: String
        var isDirectory: Bool
    }

    var liveRun: String?
    var newRun: String
    var kept: [KeptEntry] = []
    /// Top-level names that need a link (they lead nowhere until the switch).
    var newLinks: [String] = []
    /// Top-level entries an older version of Trellis wrote as plain files and folders, in the way
    /// of a link (see `SiteWriter`'s note on upgrading).
    var legacyReplaced: [String] = []
    /// Trellis's links for names the new run no longer has.
    var staleLinks: [String] = []
    /// Files an older version wrote under names the new run has no entry for.
    var legacyLeftovers: [String] = []
    var hasLegacyManifest = false

    static let notWrittenByTrellis = "exists and was not written by Trellis; it is left alone: move it, or write the site to another folder"

    init(files: [SiteFile], folder: SiteFolder, liveRun: String?) throws(SiteWriteError) {
        self.liveRun = liveRun
        newRun = folder.nextRunName(after: liveRun)
        let written = SiteManifest(paths: files.map(\.path))
        if let liveRun { kept = try Self.keptEntries(in: folder, run: liveRun, against: written) }

        var names = Set(files.map { Self.topLevelName(of: $0.path) })
        names.formUnion(kept.map { Self.topLevelName(of: $0.path) })
        let legacyManifest = SiteManifest.read(at: folder.path(SiteManifest.fileName))
        hasLegacyManifest = legacyManifest != nil
        let legacy = legacyManifest ?? SiteManifest(paths: [])
        for name in names.sorted() {
            let entry = folder.path(name)
            switch AtomicFile.kind(at: entry) {
            case .missing:
                newLinks.append(name)
            case .link where folder.isOurLink(name):
                break
            case .file where legacy.owns(name, isDirectory: false):
                legacyReplaced.append(name)
                newLinks.append(name)
            case .directory where legacy.owns(name, isDirectory: true):
                try Self.checkAllListed(in: folder, name: name, by: legacy)
                legacyReplaced.append(name)
                newLinks.append(name)
            default:
                throw SiteWriteError(path: entry, reason: Self.notWrittenByTrellis)
            }
        }
        staleLinks = folder.topLevelEntries().filter { !names.contains($0) && folder.isOurLink($0) }
        legacyLeftovers = legacy.paths.sorted().filter { path in
            !names.contains(Self.topLevelName(of: path)) && Self.isPlainFile(path, in: folder)
        }
    }

    static func topLevelName(of path: String) -> String {
        String(path.prefix { $0 != "/" })
    }

    /// The user's entries in the live run; an error if the new run would write where one is.
    private static func keptEntries(
        in folder: SiteFolder, run: String, against written: SiteManifest
    ) throws(SiteWriteError) -> [KeptEntry] {
        let root = folder.state(run)
        let manifest = SiteManifest.read(at: root + "/" + SiteManifest.fileName) ?? SiteManifest(paths: [])
        var kept: [KeptEntry] = []
        for (path, isDirectory) in SiteFolder.entries(under: root) {
            guard path != SiteManifest.fileName, !topLevelName(of: path).hasPrefix(SiteFolder.stateName),
                  !manifest.owns(path, isDirectory: isDirectory)
            else { continue }
            // A file of the user's where the new run writes a file, or needs a folder; or anything
            // of the user's inside what the new run writes as a file.
            var clash = written.paths.contains(path) || (!isDirectory && written.folders.contains(path))
            var parent = (path as NSString).deletingLastPathComponent
            while !clash, !parent.isEmpty {
                clash = written.paths.contains(parent)
                parent = (parent as NSString).deletingLastPathComponent
            }
            if clash { throw SiteWriteError(path: folder.path(path), reason: notWrittenByTrellis) }
            kept.append(KeptEntry(path: path, isDirectory: isDirectory))
        }
        return kept
    }

    /// An older version's folder is replaced by a link as a whole, so it must hold nothing of the user's.
    private static func checkAllListed(in folder: SiteFolder, name: String, by legacy: SiteManifest) throws(SiteWriteError) {
        for (path, isDirectory) in SiteFolder.entries(under: folder.path(name))
        where !legacy.owns(name + "/" + path, isDirectory: isDirectory) {
            throw SiteWriteError(
                path: folder.path(name + "/" + path),
                reason: "was not written by Trellis, and Trellis now replaces \(folder.path(name)) with a link as a whole: move it out, then run again")
        }
    }

    /// Whether `path` is a plain file reached without passing through a link (which could lead
    /// into a run folder).
    private static func isPlainFile(_ path: String, in folder: SiteFolder) -> Bool {
        var prefix = ""
        for part in path.split(separator: "/") {
            prefix = prefix.isEmpty ? String(part) : prefix + "/" + part
            let kind = AtomicFile.kind(at: folder.path(prefix))
            if kind == .link || kind == .missing { return false }
        }
        return AtomicFile.kind(at: folder.path(path)) == .file
    }
}
