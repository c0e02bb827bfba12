import CLibXML2

/// Gathers the problems of one document while libxml2 checks it.
///
/// libxml2 reports errors through C callbacks that cannot capture anything, so each check hands libxml2 an
/// unretained pointer to this object: through the `ParseSession` in `ctxt->_private` for the parser (libxml2
/// passes the context itself as the callback's data), through the RELAX NG validity context's own error setter
/// (directly, or through a `RelaxNGStream`), and through the
/// per-thread structured handler for DTD validation, which has no context of its own. One collector belongs to
/// one validation on one thread; nothing here is shared between documents.
final class ProblemCollector {
    var check: ValidationProblem.Check = .wellFormedness
    private(set) var problems: [ValidationProblem] = []
    static let longestMessage = 300
    private var lines: SourceLines
    /// How many problems are kept; a hostile file can have one per element.
    let limit: Int
    /// Set when a problem came after `limit` were kept: the checks then stop.
    private(set) var stoppedEarly = false

    init(document: UnsafeRawBufferPointer, limit: Int = Validator.maximumProblems) {
        lines = SourceLines(document)
        self.limit = limit
    }

    /// Whether the checks should stop: one more problem would not be kept.
    var isFull: Bool { stoppedEarly || problems.count >= limit }

    func add(line: Int, column: Int, message: String) {
        guard problems.count < limit else {
            stoppedEarly = true
            return
        }
        let (text, shownColumn) = lines.excerpt(line: line, column: column)
        let problem = ValidationProblem(
            check: check, line: line, column: column, message: message,
            sourceLine: text, sourceColumn: shownColumn)
        // RELAX NG can report the same mismatch twice while it backtracks; once is enough to read.
        if problems.last != problem { problems.append(problem) }
    }

    /// Records a libxml2 error, placing node-level errors (validity) at the start tag of their element.
    func add(_ error: xmlError) {
        var line = Int(error.line)
        var column = Int(error.int2)
        if let node = error.node?.assumingMemoryBound(to: xmlNode.self),
           let position = StartTagPosition(of: node) {
            line = position.line
            column = position.column
        }
        var message = error.message.map { String(cString: $0) } ?? "unknown libxml2 error \(error.code)"
        while message.last?.isWhitespace == true { message.removeLast() }
        // A content-model error lists every child ("got (g g g …)"); a screenful of that helps no one.
        if message.count > Self.longestMessage {
            message = String(message.prefix(Self.longestMessage)) + "…"
        }
        add(line: line, column: column, message: message)
    }

    /// libxml2's RELAX NG validator reports a failed attribute check without the element ("Element circle
    /// failed to validate attributes"). When the document has one element of that name, that is the one;
    /// otherwise the message says how many there are, since the line cannot be known.
    func placeUnlocatedProblems(in document: xmlDocPtr) {
        for index in problems.indices where problems[index].line == 0 {
            let message = problems[index].message
            guard message.hasPrefix("Element "), message.hasSuffix(" failed to validate attributes") else { continue }
            let name = message.dropFirst("Element ".count).prefix { $0 != " " }
            var candidates: [xmlNodePtr] = []
            var walk = ElementWalk(document)
            while let element = walk.next() {
                if String(cString: element.node.pointee.name) == name { candidates.append(element.node) }
            }
            if candidates.count == 1, let position = StartTagPosition(of: candidates[0]) {
                let (text, shownColumn) = lines.excerpt(line: position.line, column: position.column)
                problems[index].line = position.line
                problems[index].column = position.column
                problems[index].sourceLine = text
                problems[index].sourceColumn = shownColumn
            } else if candidates.count > 1 {
                problems[index].message += " (libxml2 does not say which of the \(candidates.count) <\(name)> elements)"
            }
        }
    }

    /// Drops every problem but those `check` found (a document that is not well-formed has no other verdict).
    func keepOnly(_ check: ValidationProblem.Check) {
        problems.removeAll { $0.check != check }
    }

    var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static func from(_ pointer: UnsafeMutableRawPointer) -> ProblemCollector {
        Unmanaged<ProblemCollector>.fromOpaque(pointer).takeUnretainedValue()
    }
}

/// For handlers whose data is the collector itself (RELAX NG, the per-thread handler).
let collectorErrorHandler: xmlStructuredErrorFunc = { data, error in
    guard let data, let error else { return }
    ProblemCollector.from(data).add(error.pointee)
}

/// Swallows errors of a parse whose verdict comes from elsewhere (the HTML parser's complaints about HTML5 tags).
let ignoringErrorHandler: xmlStructuredErrorFunc = { _, _ in }

/// Routes this thread's libxml2 errors that have no context of their own to `collector` while `body` runs.
///
/// The handler is per thread in libxml2 2.9, so it must be set, used and reset with no suspension point between:
/// `body` is synchronous, so the task cannot move to another thread halfway.
func withThreadErrors<Result>(
    _ handler: xmlStructuredErrorFunc, context: UnsafeMutableRawPointer?, _ body: () -> Result
) -> Result {
    let previousHandler = __xmlStructuredError().pointee
    let previousContext = __xmlStructuredErrorContext().pointee
    xmlSetStructuredErrorFunc(context, handler)
    defer { xmlSetStructuredErrorFunc(previousContext, previousHandler) }
    return body()
}
