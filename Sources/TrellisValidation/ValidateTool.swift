import Foundation

/// `trellis validate FILE…`: checks existing files and says what is wrong with each, in the validator's format.
///
/// The command-line target calls `run(arguments:)`, prints `output` to standard output, `errors` to standard
/// error, and exits with `exitStatus`.
public enum ValidateTool {
    /// What a run of `trellis validate` prints and how it exits.
    public struct Outcome: Sendable, Equatable {
        /// One report per file, in the order given, then a summary line.
        public var output: String
        /// Usage errors: no files, an extension that names no kind, a path that is not a readable regular file.
        public var errors: String
        /// 0 when every file is valid, 1 when any is invalid, 2 on a usage error (which wins over 1).
        public var exitStatus: Int32
    }

    /// The usage line printed with a usage error.
    public static let usage = "usage: trellis validate FILE… (each FILE ends in .svg, .html or .htm)\n"

    /// Validates each path; files are read whole and validated concurrently, reports come out in argument order.
    public static func run(arguments paths: [String], validator: Validator = Validator()) -> Outcome {
        guard !paths.isEmpty else {
            return Outcome(output: "", errors: "error: no files to validate\n" + usage, exitStatus: 2)
        }
        let results = ResultSlots(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            results.store(check(paths[index], with: validator), at: index)
        }
        var output = ""
        var errors = ""
        var invalid = 0
        var unreadable = 0
        for result in results.values {
            switch result {
            case .report(let name, let report):
                output += report.formatted(documentName: name)
                if !report.isValid { invalid += 1 }
            case .usageError(let message):
                errors += "error: \(message)\n"
                unreadable += 1
            }
        }
        let checked = paths.count - unreadable
        output += "\(checked) file\(checked == 1 ? "" : "s") checked: \(checked - invalid) valid, \(invalid) invalid"
            + (unreadable > 0 ? "; \(unreadable) not checked" : "") + "\n"
        let status: Int32 = unreadable > 0 ? 2 : (invalid > 0 ? 1 : 0)
        return Outcome(output: output, errors: errors, exitStatus: status)
    }

    private enum FileResult: Sendable {
        case report(name: String, ValidationReport)
        case usageError(String)
    }

    private static func check(_ path: String, with validator: Validator) -> FileResult {
        // What the path is comes first: "/dev/zero is a character device" helps more than "no extension".
        if let refusal = InputFile.refusal(for: path) {
            return .usageError("\(path): \(refusal)")
        }
        guard let kind = DocumentKind(path: path) else {
            return .usageError("\(path): cannot tell what kind of document this is; the name must end in .svg, .html or .htm")
        }
        switch InputFile.contents(of: path) {
        case .success(let data):
            return .report(name: path, validator.validate(data, as: kind))
        case .failure(let error):
            return .usageError("\(path): \(error.message)")
        }
    }

    /// One slot per file, each written by exactly one iteration of `concurrentPerform` and read after it returns.
    private final class ResultSlots: @unchecked Sendable {
        private var slots: [FileResult?]
        private let lock = NSLock()

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func store(_ result: FileResult, at index: Int) {
            lock.withLock { slots[index] = result }
        }

        var values: [FileResult] {
            lock.withLock { slots.compactMap { $0 } }
        }
    }
}
