/// Something wrong with how Trellis handled one tree. Crashes and hangs are not findings: the
/// process that meets one cannot report it, so `trellis-fuzz` counts them from outside.
public struct FuzzFinding: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Trellis's own Validator rejects a document Trellis wrote.
        case invalidDocument
        /// A render error that does not say where in the tree it happened.
        case unnamedRenderError
        /// `inf` or `nan` written as a CSS number.
        case nonFiniteNumber
        /// An href that is not a plain relative URL (a scheme, `..`, characters a URL must encode).
        case unsafeLink
        /// A page's file name that is not a short, safe file name.
        case unsafeFileName
        /// The tree took longer than the time cap.
        case slowTree
    }

    public var kind: Kind
    /// The document (or planned page) it is about, e.g. `marigold/fuzz.html`.
    public var document: String
    /// One line.
    public var message: String

    public init(kind: Kind, document: String, message: String) {
        self.kind = kind
        self.document = document
        self.message = message
    }

    public var description: String { "\(kind.rawValue) in \(document): \(message)" }
}

/// What checking one tree found.
public struct FuzzOutcome: Sendable {
    public var seed: UInt64
    public var findings: [FuzzFinding] = []
    /// HTML documents written and validated, the index included.
    public var documents = 0
    /// Render errors that named their node: a clear refusal, which is fine.
    public var namedRenderErrors = 0
    /// Wall time the check took.
    public var seconds: Double = 0
    /// Processor time the process used during the check (see `FuzzOracle.TimeMeasure.processor`).
    public var processorSeconds: Double = 0
    /// The site's files, for writing a sample to disk (the Nu checker reads them there).
    public var files: [(path: String, contents: [UInt8])] = []
}
