import Foundation

/// One file of a rendered site, held in memory until the whole site is ready to be written.
public struct SiteFile: Hashable, Sendable {
    /// Relative to the output directory, `/`-separated, e.g. `marigold/home.html`.
    public var path: String
    public var contents: Data

    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Data(text.utf8))
    }
}
