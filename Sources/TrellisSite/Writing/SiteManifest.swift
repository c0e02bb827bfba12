import Foundation
import Trellis
import TrellisLayout
import TrellisRender

/// The files one run wrote, kept beside them, so that a later run can tell its own files from
/// the user's: Trellis replaces and removes only what a manifest lists.
struct SiteManifest: Equatable {
    static let fileName = ".trellis-manifest"

    /// `/`-separated paths relative to the folder the run wrote into.
    var paths: Set<String>
    /// Every folder those paths imply (`marigold` for `marigold/home.html`).
    let folders: Set<String>

    init(paths: some Sequence<String>) {
        self.paths = Set(paths)
        var folders: Set<String> = []
        for path in self.paths {
            var parent = (path as NSString).deletingLastPathComponent
            while !parent.isEmpty, folders.insert(parent).inserted {
                parent = (parent as NSString).deletingLastPathComponent
            }
        }
        self.folders = folders
    }

    /// Whether the entry at `path` is the manifest's: a file it lists, or a folder its files need.
    func owns(_ path: String, isDirectory: Bool) -> Bool {
        isDirectory ? folders.contains(path) : paths.contains(path)
    }

    /// The manifest at `path`; nil when there is none. Lines that could name something outside
    /// the folder are ignored, so a tampered manifest cannot make a run delete elsewhere.
    static func read(at path: String) -> SiteManifest? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        return SiteManifest(paths: lines.filter { line in
            !line.hasPrefix("#") && !line.isEmpty && !line.hasPrefix("/")
                && !line.split(separator: "/").contains("..")
        })
    }

    var text: String {
        "# Files written by `trellis render`; the next run replaces these and keeps everything else.\n"
            + paths.sorted().joined(separator: "\n") + "\n"
    }
}
