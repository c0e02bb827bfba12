import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a site is kept inside its output folder so that one rename switches every page at once.
///
/// Each run's files live in a folder of their own, `.trellis/run-N/`, and `.trellis/current` is a
/// symbolic link to the live one. Each top-level entry a run writes (`index.html`, `assets`, one
/// folder per theme) is a link through `current`: `marigold -> .trellis/current/marigold`. So a
/// reader opens the same paths run after run (a browser resolves `../index.html` from the path it
/// was given, and the kernel follows the links), and renaming a new `current` over the old one,
/// which rename(2) does atomically, moves all of them to the new run together.
///
/// Anything else in the output folder is the user's, and so is anything in a run folder that its
/// manifest does not list (a file saved through one of the links).
struct SiteFolder: Sendable {
    static let stateName = ".trellis"
    static let currentName = "current"
    static let nextName = "current.next"
    static let lockName = "lock"
    static let runPrefix = "run-"
    static let stagingPrefix = "staging-"
    /// Where versions of Trellis that wrote pages straight into the folder staged them.
    static let legacyStagingPrefix = ".trellis-staging-"

    let directory: String

    /// `relative` inside the output folder.
    func path(_ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    var stateDirectory: String { path(Self.stateName) }
    func state(_ name: String) -> String { stateDirectory + "/" + name }

    /// What Trellis's link for the top-level entry `name` reads.
    static func linkTarget(for name: String) -> String { stateName + "/" + currentName + "/" + name }

    /// Whether the top-level entry `name` is one of Trellis's links (it may lead nowhere: a link
    /// the live run has no entry for, made by a run that was killed before its switch).
    func isOurLink(_ name: String) -> Bool {
        AtomicFile.linkTarget(at: path(name)) == Self.linkTarget(for: name)
    }

    /// The live run's folder name (`run-4`); nil before the first run.
    func liveRun() -> String? {
        guard let target = AtomicFile.linkTarget(at: state(Self.currentName)), Self.runNumber(target) != nil,
              AtomicFile.kind(at: state(target)) == .directory
        else { return nil }
        return target
    }

    static func runNumber(_ name: String) -> Int? {
        name.hasPrefix(runPrefix) ? Int(name.dropFirst(runPrefix.count)) : nil
    }

    /// A run folder name after the live one's, not yet taken.
    func nextRunName(after live: String?) -> String {
        var number = (live.flatMap(Self.runNumber) ?? 0) + 1
        while AtomicFile.kind(at: state(Self.runPrefix + String(number))) != .missing { number += 1 }
        return Self.runPrefix + String(number)
    }

    /// Creates `.trellis/` when it is missing.
    func makeStateDirectory() throws(SiteWriteError) {
        switch AtomicFile.kind(at: stateDirectory) {
        case .directory: return
        case .missing: try AtomicFile.makeDirectory(stateDirectory)
        case .file, .link:
            throw SiteWriteError(path: stateDirectory, reason: "exists and is not a directory; Trellis keeps its runs there")
        }
    }

    /// Removes what interrupted runs left behind. Only the run holding the lock calls this, so
    /// every staging folder, every run folder but the live one and a half-made `current.next` in
    /// `.trellis/` belong to runs that are gone.
    func removeLeftovers(keeping live: String?) {
        let keep = Set([Self.lockName, Self.currentName] + (live.map { [$0] } ?? []))
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: stateDirectory)) ?? [] where !keep.contains(entry) {
            try? AtomicFile.remove(state(entry))
        }
        // An older version staged at the top, one folder per process, and took no lock: leave a
        // folder whose process still runs.
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        where entry.hasPrefix(Self.legacyStagingPrefix) {
            guard let pid = Int32(entry.dropFirst(Self.legacyStagingPrefix.count)), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? AtomicFile.remove(path(entry))
            }
        }
    }

    /// The entries at the top of the output folder, sorted; hidden ones included.
    func topLevelEntries() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// Every entry under `root` as a path relative to it, parents before children, without
    /// following symbolic links.
    static func entries(under root: String) -> [(path: String, isDirectory: Bool)] {
        var found: [(path: String, isDirectory: Bool)] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            found.append((path, AtomicFile.kind(at: root + "/" + path) == .directory))
        }
        return found
    }
}
