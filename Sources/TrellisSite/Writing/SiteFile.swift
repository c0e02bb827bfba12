import Foundation
import Trellis
import TrellisLayout
import TrellisRender

/// One file of a rendered site, held in memory until the whole site is ready to be written.
public struct SiteFile: Hashable, Sendable {
    /// Relative to the output directory, `/`-separated, e.g. `marigold/home.html`.
    public var path: String
    /// The file's bytes.
    public var contents: Data

    /// Creates a file at `path` holding `contents`.
    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }

    /// Creates a file at `path` holding `text` as UTF-8.
    public init(path: String, text: String) {
        self.init(path: path, contents: Data(text.utf8))
    }
}
