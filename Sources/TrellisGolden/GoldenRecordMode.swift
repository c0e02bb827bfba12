/// When an assertion may write a golden file.
///
/// Every assertion that writes a golden fails, so a recording run can never pass for a checking
/// run; a rewrite that leaves the bytes as they were writes nothing and passes.
public enum GoldenRecordMode: String, Hashable, Sendable, CaseIterable {
    /// Write goldens that do not exist yet; compare the rest. The default off CI.
    case missing
    /// Write every golden whose content differs from the rendering (and every missing one).
    case all
    /// Write the goldens that are missing or do not match; like `all`, but said for intent.
    case failed
    /// Write nothing; a missing golden is a failure. The only mode on CI.
    case never

    package var writesMissing: Bool { self != .never }
    package var writesMismatches: Bool { self == .all || self == .failed }
}

/// The settings an assertion takes from the process environment.
///
/// - `TRELLIS_RECORD`: `missing`, `all`, `failed` or `never`; an argument to the assertion wins.
/// - `CI`: when set to anything but empty, `0`, `false` or `no`, nothing is ever written. The mode
///   is `never` whatever the argument or `TRELLIS_RECORD` say, and an assertion that asked to
///   record (`all` or `failed`) fails, so a `record: .all` left in the code cannot pass on CI.
///   (Jest's `--ci` works the same way: snapshots are not written.)
/// - `TRELLIS_ARTIFACTS`: the folder for the actual output and golden copies of each mismatch;
///   a `trellis-artifacts` folder in the temporary directory when unset.
package struct GoldenEnvironment: Sendable {
    package var isCI: Bool
    package var requestedRecordMode: GoldenRecordMode?
    package var recordModeError: GoldenUsageError?
    package var artifactsPath: String

    package init(_ variables: [String: String], temporaryDirectory: String = defaultTemporaryDirectory()) {
        isCI = Self.isTrue(variables["CI"])
        if let raw = variables["TRELLIS_RECORD"], !raw.isEmpty {
            if let mode = GoldenRecordMode(rawValue: raw.lowercased()) {
                requestedRecordMode = mode
            } else {
                recordModeError = GoldenUsageError(
                    "TRELLIS_RECORD='\(raw)' is not a record mode; use one of: "
                        + GoldenRecordMode.allCases.map(\.rawValue).joined(separator: ", "))
            }
        }
        if let artifacts = variables["TRELLIS_ARTIFACTS"], !artifacts.isEmpty {
            artifactsPath = artifacts
        } else {
            artifactsPath = temporaryDirectory + "/trellis-artifacts"
        }
    }

    package static func isTrue(_ value: String?) -> Bool {
        guard let value else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }

    /// The mode in force, and a refusal message when CI overrode a request to record.
    package func effectiveMode(argument: GoldenRecordMode?) -> (mode: GoldenRecordMode, refusal: String?) {
        let requested = argument ?? requestedRecordMode
        if isCI {
            if let requested, requested.writesMismatches {
                let source = argument != nil ? "the record argument" : "TRELLIS_RECORD"
                return (.never, "recording refused: \(source) asks for '\(requested.rawValue)', but CI=true and goldens are never written on CI")
            }
            return (.never, nil)
        }
        return (requested ?? .missing, nil)
    }
}

import Foundation

func defaultTemporaryDirectory() -> String {
    var path = FileManager.default.temporaryDirectory.path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
}
