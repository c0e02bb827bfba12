import Foundation
import Trellis
import TrellisLayout
import TrellisRender

/// One change a write makes to an output folder once the new run is staged, in the order they
/// happen. Every step before `switchRuns` leaves the old run what a reader sees; every step from
/// it on, the new one. Tests stop a write after each step, as a kill would, to show it.
enum SitePublishStep: Hashable, Sendable {
    /// The staged run takes its run folder's name (still out of sight).
    case nameRun(staging: String, run: String)
    /// A top-level file or folder an older version of Trellis wrote makes way for a link. Only the
    /// first run after an upgrade has these and the next, and only they let a reader see a page go
    /// missing (never a page of the new run beside one of the old).
    case removeLegacyEntry(String)
    /// A link for a top-level name the live run lacks; it leads nowhere until the switch.
    case makeLink(String)
    /// `current.next`, a link to the new run, made beside `current`.
    case prepareSwitch(run: String)
    /// `current.next` renamed over `current`: the one step that changes what a reader sees.
    case switchRuns
    /// A link of Trellis's for a name the new run no longer has.
    case removeStaleLink(String)
    /// A file an older version wrote under a name the new run has no entry for, and the folders
    /// it leaves empty.
    case removeLegacyLeftover(String)
    /// The old run's folder.
    case removeRun(String)
    /// The older version's list of the files it wrote.
    case removeLegacyManifest

    /// The steps that put `publication` in place, with the run staged at `staging`.
    static func steps(for publication: SitePublication, staging: String) -> [SitePublishStep] {
        var steps: [SitePublishStep] = [.nameRun(staging: staging, run: publication.newRun)]
        // An older version's pages all go before the switch, so that what a reader sees is only
        // ever some of them (while they go) or the new run, never both.
        steps += publication.legacyLeftovers.map(SitePublishStep.removeLegacyLeftover)
        steps += publication.legacyReplaced.map(SitePublishStep.removeLegacyEntry)
        steps += publication.newLinks.map(SitePublishStep.makeLink)
        steps += [.prepareSwitch(run: publication.newRun), .switchRuns]
        steps += publication.staleLinks.map(SitePublishStep.removeStaleLink)
        if let live = publication.liveRun { steps.append(.removeRun(live)) }
        if publication.hasLegacyManifest { steps.append(.removeLegacyManifest) }
        return steps
    }

    var isBeforeSwitch: Bool {
        switch self {
        case .nameRun, .removeLegacyLeftover, .removeLegacyEntry, .makeLink, .prepareSwitch: true
        default: false
        }
    }

    func perform(in folder: SiteFolder) throws(SiteWriteError) {
        switch self {
        case .nameRun(let staging, let run):
            try AtomicFile.rename(staging, to: folder.state(run))
        case .removeLegacyEntry(let name):
            try AtomicFile.remove(folder.path(name))
        case .makeLink(let name):
            try AtomicFile.makeLink(at: folder.path(name), to: SiteFolder.linkTarget(for: name))
        case .prepareSwitch(let run):
            try AtomicFile.makeLink(at: folder.state(SiteFolder.nextName), to: run)
        case .switchRuns:
            try AtomicFile.rename(folder.state(SiteFolder.nextName), to: folder.state(SiteFolder.currentName))
        case .removeStaleLink(let name):
            try AtomicFile.remove(folder.path(name))
        case .removeLegacyLeftover(let path):
            try AtomicFile.remove(folder.path(path))
            var parent = (path as NSString).deletingLastPathComponent
            while !parent.isEmpty {
                let full = folder.path(parent)
                guard let entries = try? FileManager.default.contentsOfDirectory(atPath: full), entries.isEmpty else { return }
                try AtomicFile.remove(full)
                parent = (parent as NSString).deletingLastPathComponent
            }
        case .removeRun(let run):
            try AtomicFile.remove(folder.state(run))
        case .removeLegacyManifest:
            try AtomicFile.remove(folder.path(SiteManifest.fileName))
        }
    }

    /// Takes back a step before the switch that failed part-way through the list, so that a failed
    /// write leaves what it found (an older version's entries, once removed, stay removed).
    func undo(in folder: SiteFolder) {
        switch self {
        case .nameRun(_, let run): try? AtomicFile.remove(folder.state(run))
        case .makeLink(let name): try? AtomicFile.remove(folder.path(name))
        case .prepareSwitch: try? AtomicFile.remove(folder.state(SiteFolder.nextName))
        default: break
        }
    }
}
