import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a site is kept in its output folder: as plain files (`DIR/index.html`, `DIR/assets/…`, one
/// folder per theme) that `cp -r`, `rsync`, `zip -r` and upload actions take exactly as written,
/// with `DIR/.trellis-manifest` listing the files Trellis wrote. Everything else in the folder is
/// the user's.
///
/// A run builds its whole tree in a folder beside the output folder, `.<DIR>.trellis-staging-<pid>`
/// in the same parent (so on the same file system), and then swaps the two folders in one
/// `renameat2(RENAME_EXCHANGE)`, which the kernel makes atomic: a reader that opens a page by its
/// path finds either the whole old site or the whole new one. Where the file system cannot swap
/// (it says so with `EINVAL`), the old folder is renamed aside and the new one into place: a
/// reader can then find no folder for that moment, never a mix, and a run killed between the two
/// renames leaves the old folder aside, which the next run puts back first.
struct SiteFolder: Sendable {
    /// The output folder's path as given (or, when it is a symbolic link, the folder it leads to:
    /// the swap happens there, and the link keeps leading to it).
    let directory: String
    /// The folder holding the output folder, where staging and put-aside folders go.
    let parent: String
    /// The output folder's own name.
    let name: String

    init(directory: String) {
        var path = directory
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        self.directory = path
        let parent = (path as NSString).deletingLastPathComponent
        self.parent = parent.isEmpty ? "." : parent
        name = (path as NSString).lastPathComponent
    }

    /// `relative` inside the output folder.
    func path(_ relative: String) -> String { directory + "/" + relative }

    /// Where this process stages its run.
    var staging: String { sibling("staging-" + String(getpid())) }
    /// Where the fallback puts the live folder aside while the new one moves in.
    var asideFolder: String { sibling("old-" + String(getpid())) }

    private var siblingPrefix: String { "." + name + ".trellis-" }
    private func sibling(_ suffix: String) -> String { parent + "/" + siblingPrefix + suffix }

    /// The folders that runs of this output folder left beside it, sorted.
    private func siblings(_ kind: String) -> [String] {
        let prefix = siblingPrefix + kind
        return ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [])
            .filter { $0.hasPrefix(prefix) }.sorted().map { parent + "/" + $0 }
    }

    /// Puts back what an interrupted run left: a live folder put aside and not replaced goes back
    /// into place, and every staging folder and folder put aside is removed. Only the run that
    /// holds the lock calls this, so every one of them belongs to a run that is gone.
    func recoverInterruptedRuns() throws(SiteWriteError) {
        let aside = siblings("old-")
        if AtomicFile.kind(at: directory) == .missing, let last = aside.last {
            try AtomicFile.rename(last, to: directory)
        }
        for leftover in siblings("old-") + siblings("staging-") { try AtomicFile.remove(leftover) }
    }

    /// One entry of the live site as a reader sees it: its path in the folder, and where it is on
    /// disk (the same place, except in a folder that the linked layout of earlier versions wrote).
    struct Entry {
        var path: String
        var source: String
        var kind: AtomicFile.Kind
    }

    /// The live folder's entries and the manifest of the run that wrote it (empty when no run did).
    ///
    /// Earlier versions kept each run in `DIR/.trellis/run-N/` behind top-level links through
    /// `DIR/.trellis/current`; such a folder is read through its links, so the user's files saved
    /// there are kept, and the first run of this version replaces it with plain files.
    func liveSite() -> (manifest: SiteManifest, entries: [Entry]) {
        guard AtomicFile.kind(at: directory) == .directory else { return (SiteManifest(paths: []), []) }
        let linkedRun = AtomicFile.linkTarget(at: path(Self.linkedStateName + "/current"))
            .map { path(Self.linkedStateName + "/" + $0) }
            .flatMap { AtomicFile.kind(at: $0) == .directory ? $0 : nil }
        let manifestPath = (linkedRun ?? directory) + "/" + SiteManifest.fileName
        let manifest = SiteManifest.read(at: manifestPath) ?? SiteManifest(paths: [])
        var entries: [Entry] = []
        for top in ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted() {
            if top == SiteManifest.fileName { continue }
            var root = path(top)
            if let linkedRun {
                if top == Self.linkedStateName { continue }
                if AtomicFile.linkTarget(at: root) == Self.linkedStateName + "/current/" + top {
                    root = linkedRun + "/" + top
                    if AtomicFile.kind(at: root) == .missing { continue }
                }
            }
            let kind = AtomicFile.kind(at: root)
            entries.append(Entry(path: top, source: root, kind: kind))
            guard kind == .directory else { continue }
            for (relative, entryKind) in Self.entries(under: root) {
                entries.append(Entry(path: top + "/" + relative, source: root + "/" + relative, kind: entryKind))
            }
        }
        return (manifest, entries)
    }

    /// The folder in which earlier versions kept their runs.
    static let linkedStateName = ".trellis"

    /// Every entry under `root` as a path relative to it, parents before children, without
    /// following symbolic links.
    static func entries(under root: String) -> [(path: String, kind: AtomicFile.Kind)] {
        var found: [(path: String, kind: AtomicFile.Kind)] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            found.append((path, AtomicFile.kind(at: root + "/" + path)))
        }
        return found
    }
}
