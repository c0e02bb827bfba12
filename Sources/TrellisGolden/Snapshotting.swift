import Foundation

/// How to turn a value into a golden and how to compare two goldens: a strategy as a value.
///
/// It has the shape of pointfree's `Snapshotting` so strategies compose: `pullback` reuses a
/// strategy for another value by saying how to get from one to the other. The snapshot runs off
/// the main actor (the resolved tree is Sendable), which is what lets `trellis check` render pages
/// in parallel.
public struct Snapshotting<Value, Format>: Sendable {
    /// The extension of the golden file, without the dot (`"html"`, `"dump"`).
    public var pathExtension: String
    /// How the format is stored in the golden file and compared.
    public var diffing: Diffing<Format>
    /// Produces the format from a value; throws when the value cannot be rendered this way.
    public var snapshot: @Sendable (Value) throws -> Format

    /// Creates a strategy from a file extension, a way to compare, and a way to render a value.
    public init(
        pathExtension: String,
        diffing: Diffing<Format>,
        snapshot: @escaping @Sendable (Value) throws -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// This strategy, for values that `transform` turns into this strategy's value.
    public func pullback<NewValue>(
        _ transform: @escaping @Sendable (NewValue) throws -> Value
    ) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            try snapshot(transform(value))
        }
    }
}

extension Snapshotting where Format == String {
    /// Text produced by `describe`, compared line by line.
    public static func lines(
        pathExtension: String = "txt",
        _ describe: @escaping @Sendable (Value) throws -> String
    ) -> Snapshotting {
        Snapshotting(pathExtension: pathExtension, diffing: .lines, snapshot: describe)
    }
}

/// How a format is stored in a golden file and how two of them differ.
public struct Diffing<Format>: Sendable {
    /// Encodes the format as the golden file's bytes.
    public var toData: @Sendable (Format) -> Data
    /// Decodes a golden file's bytes; throws when they cannot be this format.
    public var fromData: @Sendable (Data) throws -> Format
    /// A readable description of how `actual` differs from `golden`, or nil when they match.
    /// The labels name the two sides (usually the golden's path and the artifact's path).
    public var diff: @Sendable (_ golden: Format, _ actual: Format, _ labels: DiffLabels) -> String?

    /// Creates a way to store and compare a format.
    public init(
        toData: @escaping @Sendable (Format) -> Data,
        fromData: @escaping @Sendable (Data) throws -> Format,
        diff: @escaping @Sendable (_ golden: Format, _ actual: Format, _ labels: DiffLabels) -> String?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// The names the two sides of a diff go by in its `---` and `+++` lines.
public struct DiffLabels: Hashable, Sendable {
    /// The golden's side: usually its path.
    public var golden: String
    /// The new rendering's side: usually the path of its artifact.
    public var actual: String

    /// Creates the labels of a diff.
    public init(golden: String, actual: String) {
        self.golden = golden
        self.actual = actual
    }
}

/// A golden file that is not valid UTF-8 cannot be compared as text.
public struct GoldenDecodingError: Error, CustomStringConvertible, Sendable {
    public var description: String { "the golden file is not valid UTF-8 text" }
}

extension Diffing where Format == String {
    /// UTF-8 text, compared by a unified line diff with three lines of context.
    public static var lines: Diffing<String> {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { data in
                guard let text = String(data: data, encoding: .utf8) else { throw GoldenDecodingError() }
                return text
            },
            diff: { golden, actual, labels in
                golden == actual
                    ? nil
                    : UnifiedDiff(golden: golden, actual: actual, context: 3).render(labels: labels)
            })
    }
}
