import Foundation

/// What checking one golden found.
public struct GoldenResult: Sendable {
    /// How checking one golden ended.
    public enum Status: String, Sendable {
        /// The rendering equals the golden.
        case matched
        /// The golden did not exist and was written.
        case recordedNew
        /// The golden differed and was rewritten.
        case updated
        /// The golden did not exist and the mode did not allow writing it.
        case missing
        /// The golden differs from the rendering.
        case mismatched
        /// The rendering or a file operation failed.
        case error
    }

    /// The golden file's path.
    public var goldenPath: String
    /// How the check ended.
    public var status: Status
    /// The unified diff, golden to actual, for `mismatched` and `updated`.
    public var diff: String?
    /// What to tell the person reading the failure; nil when the golden matched.
    public var message: String?

    /// Whether the result fails an assertion: it has a message, as a mismatch, a missing golden, an
    /// error and a golden just written all do (a recording run never passes), and a match does when
    /// CI refused a request to record.
    public var isFailure: Bool { message != nil }

    package init(goldenPath: String, status: Status, diff: String? = nil, message: String? = nil) {
        self.goldenPath = goldenPath
        self.status = status
        self.diff = diff
        self.message = message
    }
}

/// Compares one rendering with its golden file and records or reports according to the mode.
/// Knows nothing of test frameworks, so the assertions and `trellis check` share it.
package struct GoldenVerifier: Sendable {
    package var mode: GoldenRecordMode
    /// Set when CI overrode a request to record; every verification then fails with it.
    package var refusal: String?
    package var isCI: Bool
    /// Where the actual output and a copy of the golden go when they differ.
    package var artifactsFolder: String
    /// How the reader records goldens where this runs: an environment variable in tests, a flag
    /// for the command.
    package var howToRecord: RecordInstructions = .test

    package init(mode: GoldenRecordMode, refusal: String?, isCI: Bool, artifactsFolder: String, howToRecord: RecordInstructions = .test) {
        self.mode = mode
        self.refusal = refusal
        self.isCI = isCI
        self.artifactsFolder = artifactsFolder
        self.howToRecord = howToRecord
    }

    package enum RecordInstructions: Sendable {
        case test, command

        func accept(onCI isCI: Bool) -> String {
            if isCI { return "goldens are not written on CI; record locally, read the new goldens and commit them" }
            switch self {
            case .test: return "to accept the new output, run again with TRELLIS_RECORD=failed (or record: .failed)"
            case .command: return "to accept the new output, run trellis check again with --record"
            }
        }

        func recordMissing(onCI isCI: Bool) -> String {
            if isCI { return "goldens are not written on CI; record locally, read the new goldens and commit them" }
            switch self {
            case .test: return "record it with TRELLIS_RECORD=missing (or record: .missing)"
            case .command: return "record it with trellis check --record"
            }
        }
    }

    package func verify<Value, Format>(
        _ value: Value, as strategy: Snapshotting<Value, Format>, goldenPath: String
    ) -> GoldenResult {
        let actual: Format
        do {
            actual = try strategy.snapshot(value)
        } catch {
            return GoldenResult(goldenPath: goldenPath, status: .error, message: "cannot render \(fileName(goldenPath)): \(error)")
        }
        return verify(actual: actual, diffing: strategy.diffing, goldenPath: goldenPath)
    }

    package func verify<Format>(actual: Format, diffing: Diffing<Format>, goldenPath: String) -> GoldenResult {
        let actualData = diffing.toData(actual)
        guard let goldenData = FileManager.default.contents(atPath: goldenPath) else {
            return missing(actualData, goldenPath: goldenPath)
        }
        let artifacts = artifactPaths(for: goldenPath)
        let difference: String?
        do {
            let golden = try diffing.fromData(goldenData)
            difference = diffing.diff(golden, actual, DiffLabels(golden: goldenPath, actual: artifacts.actual))
        } catch {
            difference = "the golden cannot be read: \(error)"
        }
        guard let difference else {
            if let refusal { return GoldenResult(goldenPath: goldenPath, status: .matched, message: refusal) }
            return GoldenResult(goldenPath: goldenPath, status: .matched)
        }
        if mode.writesMismatches {
            do {
                try GoldenFiles.writeAtomically(actualData, to: goldenPath)
            } catch {
                return GoldenResult(goldenPath: goldenPath, status: .error, diff: difference, message: "\(error)")
            }
            return GoldenResult(
                goldenPath: goldenPath, status: .updated, diff: difference,
                message: "updated golden \(goldenPath) (record mode '\(mode.rawValue)'); check the change and run again without recording:\n\(difference)")
        }
        var message = GoldenHeadline.mismatch(goldenPath: goldenPath, diff: difference) + "\n"
        do {
            try GoldenFiles.writeAtomically(actualData, to: artifacts.actual)
            try GoldenFiles.writeAtomically(goldenData, to: artifacts.golden)
            try GoldenFiles.writeAtomically(Data(difference.utf8), to: artifacts.diff)
            message += "actual: \(artifacts.actual)\ngolden copy: \(artifacts.golden)\ndiff: \(artifacts.diff)\n"
            message += GoldenImages.write(
                golden: goldenData, actual: actualData, goldenPath: goldenPath, base: artifacts.base) ?? ""
        } catch {
            message += "(artifacts not written: \(error))\n"
        }
        if let refusal { message += refusal + "\n" }
        message += howToRecord.accept(onCI: isCI) + "\n" + difference
        return GoldenResult(goldenPath: goldenPath, status: .mismatched, diff: difference, message: message)
    }

    private func missing(_ actualData: Data, goldenPath: String) -> GoldenResult {
        if mode.writesMissing {
            do {
                try GoldenFiles.writeAtomically(actualData, to: goldenPath)
            } catch {
                return GoldenResult(goldenPath: goldenPath, status: .error, message: "\(error)")
            }
            return GoldenResult(
                goldenPath: goldenPath, status: .recordedNew,
                message: "recorded new golden \(goldenPath); read it, then run again to check against it")
        }
        var message = "no golden at \(goldenPath) (record mode '\(mode.rawValue)'\(isCI ? ", CI=true" : ""))\n"
        let artifacts = artifactPaths(for: goldenPath)
        do {
            try GoldenFiles.writeAtomically(actualData, to: artifacts.actual)
            message += "actual: \(artifacts.actual)\n"
        } catch {
            message += "(artifact not written: \(error))\n"
        }
        if let refusal { message += refusal + "\n" }
        message += howToRecord.recordMissing(onCI: isCI)
        return GoldenResult(goldenPath: goldenPath, status: .missing, message: message)
    }

    private func fileName(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

    /// `<artifacts>/<stem>.actual.<ext>`, `<stem>.golden.<ext>` and `<stem>.<ext>.diff`, where the
    /// golden is `<stem>.<ext>`: the extension stays last so the files open in the right viewer,
    /// and the diff keeps the golden's extension in its name, so the HTML's and the SVG's
    /// differences of one page and variant are two files, not one written over the other.
    /// `base` (`<artifacts>/<stem>`) is where the pictures of an image golden's difference go.
    package func artifactPaths(for goldenPath: String) -> (actual: String, golden: String, diff: String, base: String) {
        let url = URL(fileURLWithPath: goldenPath)
        let ext = url.pathExtension
        let stem = url.deletingPathExtension().lastPathComponent
        let base = artifactsFolder + "/" + stem
        let suffix = ext.isEmpty ? "" : "." + ext
        return (base + ".actual" + suffix, base + ".golden" + suffix, base + suffix + ".diff", base)
    }
}
