import Foundation
import Testing
import XCTest

/// Where an assertion was written, so a failure points at the caller's line in either framework.
public struct GoldenCallSite: Sendable {
    /// The caller's `#fileID`, which Swift Testing reports the issue at.
    public var fileID: String
    /// The caller's `#filePath`, which XCTest reports the failure at and goldens are found beside.
    public var filePath: StaticString
    /// The caller's line.
    public var line: UInt
    /// The caller's column.
    public var column: UInt

    /// The site of an assertion, from the caller's `#fileID`, `#filePath`, `#line` and `#column`.
    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = "\(fileID)"
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    var filePathString: String { "\(filePath)" }
}

/// Records a failure with whichever framework is running the test: Swift Testing when a test is
/// current (`Test.current`), XCTest otherwise.
enum GoldenReporter {
    static func fail(_ message: String, at site: GoldenCallSite) {
        if Test.current != nil {
            // As an error, so the issue's own line is the message's first (where the golden
            // differs), where a comment would follow a bare "Issue recorded".
            Issue.record(
                GoldenFailure(description: message),
                sourceLocation: SourceLocation(
                    fileID: site.fileID, filePath: site.filePathString,
                    line: Int(site.line), column: Int(site.column)))
        } else {
            XCTFail(message, file: site.filePath, line: site.line)
        }
    }
}

/// A golden that failed, as Swift Testing reports it: "Caught error: " and the message.
struct GoldenFailure: Error, CustomStringConvertible {
    var description: String
}

/// Which test claimed which golden, so two assertions in one test cannot silently share a file.
final class GoldenNameRegistry: @unchecked Sendable {
    static let shared = GoldenNameRegistry()
    private let lock = NSLock()
    private var claims: [String: String] = [:]

    /// nil when `path` is free or already claimed by the same call site; else the other site.
    func claim(_ path: String, by site: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let owner = claims[path], owner != site { return owner }
        claims[path] = site
        return nil
    }
}
