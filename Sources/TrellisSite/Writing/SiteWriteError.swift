/// Writing a site failed. Each case names the file or directory involved and the system's reason.
public struct SiteWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file or directory that couldn't be written or read.
    public var path: String
    /// Why, as the system or the writer says it.
    public var reason: String

    /// Creates an error about `path`, saying `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
