import CLibXML2

/// Parses a document with libxml2's XML parser, safely and with per-document error collection, either into a
/// tree (`parse`) or streaming (`stream`): checked against a RELAX NG schema as it is read, each element freed
/// when it ends, so memory stays flat however large the document is.
///
/// Safety: the options never include XML_PARSE_NOENT, DTDLOAD, DTDATTR, DTDVALID or HUGE, and always NONET, so
/// nothing outside the given bytes is read and libxml2's limits (10 MB text nodes, entity amplification
/// checks) stay on. On top of that, any entity declaration stops the parse: Trellis never writes one, and
/// refusing it closes off entity expansion ("billion laughs") and external entities (XXE) for good. Nesting is
/// limited per document kind by `ParseSession` (see `Validator.maximumDepth`), not by libxml2's 256.
enum XMLDocumentParser {
    static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue)

    /// The parsed tree, or nil (with the reasons in `collector`) when the bytes are not well-formed XML.
    /// The caller frees the returned document with `xmlFreeDoc`.
    static func parse(_ bytes: UnsafeRawBufferPointer, maximumDepth: Int, into collector: ProblemCollector) -> xmlDocPtr? {
        let session = ParseSession(collector: collector, maximumDepth: maximumDepth, stream: nil, records: nil)
        let (document, isWellFormed) = run(bytes, session)
        if isWellFormed { return document }
        if let document { xmlFreeDoc(document) }
        return nil
    }

    /// Reads the document once, validating it against `schema` as it goes (when given) and recording its
    /// elements in `records`; keeps no tree. False when the bytes are not well-formed XML.
    static func stream(
        _ bytes: UnsafeRawBufferPointer, maximumDepth: Int, schema: OpaquePointer?, records: ElementRecords,
        into collector: ProblemCollector
    ) -> (isWellFormed: Bool, wholeElements: Int) {
        let stream = schema.flatMap { RelaxNGStream(schema: $0, collector: collector) }
        let session = ParseSession(collector: collector, maximumDepth: maximumDepth, stream: stream, records: records)
        let (document, isWellFormed) = run(bytes, session)
        // Nodes kept for the schema validator belong to the document: free them first.
        session.finish()
        if let document { xmlFreeDoc(document) }
        return (isWellFormed, stream?.wholeElements ?? 0)
    }

    /// The document libxml2 built (the caller frees it) and whether it is well-formed.
    private static func run(_ bytes: UnsafeRawBufferPointer, _ session: ParseSession) -> (xmlDocPtr?, Bool) {
        let collector = session.collector
        collector.check = .wellFormedness
        guard let size = Int32(exactly: bytes.count) else {
            collector.add(line: 0, column: 0, message: "the document is \(bytes.count) bytes; libxml2 reads at most 2 GiB")
            return (nil, false)
        }
        // libxml2 copies the bytes: its parser needs a NUL after the input, which the caller's buffer lacks.
        let start = bytes.baseAddress?.assumingMemoryBound(to: CChar.self)
        guard let context = xmlCreateMemoryParserCtxt(start, size) else {
            collector.add(line: 0, column: 0, message: "libxml2 could not create a parser (out of memory?)")
            return (nil, false)
        }
        defer { xmlFreeParserCtxt(context) }
        xmlCtxtUseOptions(context, options)
        context.pointee._private = Unmanaged.passUnretained(session).toOpaque()
        session.install(on: context)
        withThreadErrors(collectorErrorHandler, context: collector.opaque) {
            _ = xmlParseDocument(context)
        }
        let document = context.pointee.myDoc
        context.pointee.myDoc = nil
        // Stopped at the problem limit, the rest is unread: not known to be malformed, and reported as it stands.
        let isWellFormed = (context.pointee.wellFormed != 0 || session.stoppedAtLimit) && !session.refusedDocument
            && document != nil
        if !isWellFormed, !collector.problems.contains(where: { $0.check == .wellFormedness }) {
            collector.check = .wellFormedness
            collector.add(line: 0, column: 0, message: "the document is not well-formed XML")
        }
        return (document, isWellFormed)
    }
}

/// One parse's state, reached from libxml2's callbacks through `ctxt->_private`.
final class ParseSession {
    let collector: ProblemCollector
    let maximumDepth: Int
    let stream: RelaxNGStream?
    let records: ElementRecords?
    /// Set when the parser was stopped for something libxml2 itself accepts (an entity declaration, depth).
    var refusedDocument = false
    /// libxml2 validates an element its schema did not compile as a tree, recursively: its own default limit.
    static let maximumDepthInsideWhole = 256
    /// Chromium's and Firefox's HTML parsers stop nesting at 512 elements (the Nu checker says so too).
    static let browserDepthLimit = 512
    /// Set when the parser was stopped because the collector holds as many problems as it keeps.
    private(set) var stoppedAtLimit = false
    private var depth = 0
    /// An ended element kept (unlinked) because the schema validator may still read it; see `lastPushed`.
    private var retained: xmlNodePtr?
    /// The ancestor rules a schema cannot state, checked at each start tag (streaming sessions).
    private var nesting = NestingState()

    init(collector: ProblemCollector, maximumDepth: Int, stream: RelaxNGStream?, records: ElementRecords?) {
        self.collector = collector
        self.maximumDepth = maximumDepth
        self.stream = stream
        self.records = records
    }

    /// Streaming sessions keep no tree; a tree session is libxml2's own SAX2 tree builder plus these checks.
    var isStreaming: Bool { records != nil }

    static func from(_ data: UnsafeMutableRawPointer?) -> (ParseSession, xmlParserCtxtPtr)? {
        guard let context = data?.assumingMemoryBound(to: xmlParserCtxt.self),
              let session = context.pointee._private else { return nil }
        return (Unmanaged<ParseSession>.fromOpaque(session).takeUnretainedValue(), context)
    }

    func install(on context: xmlParserCtxtPtr) {
        guard let handlers = context.pointee.sax else { return }
        handlers.pointee.serror = sessionErrorHandler
        handlers.pointee.startElementNs = sessionStartElement
        handlers.pointee.endElementNs = sessionEndElement
        handlers.pointee.entityDecl = refusingEntityDeclaration
        records?.retain(context.pointee.dict)
        if isStreaming {
            handlers.pointee.characters = sessionCharacters
            handlers.pointee.ignorableWhitespace = sessionCharacters
            handlers.pointee.cdataBlock = sessionCDATA
            // Neither matters to the checks, and under a long-lived element they would pile up.
            handlers.pointee.comment = nil
            handlers.pointee.processingInstruction = nil
        }
    }

    func started(_ node: xmlNodePtr, name: UnsafePointer<xmlChar>, in context: xmlParserCtxtPtr) {
        let position = context.pointee.input.flatMap { StartTagPosition(ofTagEndingAt: $0) }
            ?? StartTagPosition(line: Int(context.pointee.input?.pointee.line ?? 0), column: 0)
        position.store(in: node)
        depth += 1
        if depth > maximumDepth {
            collector.check = .wellFormedness
            collector.add(line: position.line, column: position.column, message: "elements nest \(depth) deep here; "
                + "Trellis validates at most \(maximumDepth) levels (Validator.maximumDepth)")
            refuse(context)
            return
        }
        records?.start(name, at: position)
        if isStreaming, depth == Self.browserDepthLimit + 1 {
            // Reported once, where it starts: every element below it would say the same.
            collector.check = .htmlNesting
            collector.add(line: position.line, column: position.column, message: "elements nest more than "
                + "\(Self.browserDepthLimit) deep here; browsers' HTML parsers flatten a tree that deep, so the page "
                + "would not show what was written")
            collector.check = .wellFormedness
        }
        if isStreaming, let problem = nesting.enter(node, depth: depth - 1) {
            collector.check = .htmlNesting
            collector.add(line: position.line, column: position.column, message: problem)
            collector.check = .wellFormedness
        }
        if let stream, let document = context.pointee.myDoc {
            collector.check = .htmlSchema
            stream.start(node, in: document)
            collector.check = .wellFormedness
            if stream.depthInsideWhole > Self.maximumDepthInsideWhole {
                collector.add(line: position.line, column: position.column, message: "elements nest more than "
                    + "\(Self.maximumDepthInsideWhole) levels inside an element the schema cannot check streaming")
                refuse(context)
                return
            }
            if let kept = retained, kept != stream.lastPushed {
                xmlFreeNode(kept)
                retained = nil
            }
        }
        stopIfFull(context)
    }

    /// Called before libxml2's own end handler, while `ctxt->node` is still the element.
    func ending(_ node: xmlNodePtr, in context: xmlParserCtxtPtr) {
        depth -= 1
        records?.end()
        if let stream, let document = context.pointee.myDoc {
            collector.check = .htmlSchema
            stream.end(node, in: document)
            collector.check = .wellFormedness
        }
        stopIfFull(context)
    }

    /// After libxml2's end handler: a streamed element is done with, unless a whole-subtree check needs it.
    func ended(_ node: xmlNodePtr) {
        guard isStreaming, stream?.keepsTree != true else { return }
        xmlUnlinkNode(node)
        if node == stream?.lastPushed {
            if let kept = retained { xmlFreeNode(kept) }
            retained = node
        } else {
            xmlFreeNode(node)
        }
    }

    /// Frees what the parse kept for the schema validator; call after the validator is done, before the document.
    func finish() {
        if let kept = retained { xmlFreeNode(kept) }
        retained = nil
    }

    func characters(_ bytes: UnsafePointer<xmlChar>, count: Int, isCDATA: Bool, in context: xmlParserCtxtPtr) {
        records?.characters(bytes, count: count)
        guard let stream else { return }
        if stream.keepsTree {
            if isCDATA {
                xmlSAX2CDataBlock(context, bytes, Int32(count))
            } else {
                xmlSAX2Characters(context, bytes, Int32(count))
            }
        } else {
            collector.check = .htmlSchema
            stream.text(bytes, count: count)
            collector.check = .wellFormedness
        }
    }

    private func stopIfFull(_ context: xmlParserCtxtPtr) {
        guard collector.isFull, !stoppedAtLimit else { return }
        stoppedAtLimit = true
        xmlStopParser(context)
    }

    func refuse(_ context: xmlParserCtxtPtr) {
        refusedDocument = true
        xmlStopParser(context)
    }
}

/// libxml2's own element handler, then the session's checks on the new node.
private let sessionStartElement: startElementNsSAX2Func = {
    data, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes in
    guard let (session, context) = ParseSession.from(data), let localName else { return }
    let parent = context.pointee.node
    xmlSAX2StartElementNs(
        data, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes)
    // libxml2 did not open a node (out of memory): the parse is ending anyway.
    guard let node = context.pointee.node, node != parent else { return }
    session.started(node, name: localName, in: context)
}

private let sessionEndElement: endElementNsSAX2Func = { data, localName, prefix, uri in
    guard let (session, context) = ParseSession.from(data), let node = context.pointee.node else { return }
    session.ending(node, in: context)
    xmlSAX2EndElementNs(data, localName, prefix, uri)
    session.ended(node)
}

private let sessionCharacters: charactersSAXFunc = { data, characters, count in
    guard let (session, context) = ParseSession.from(data), let characters else { return }
    session.characters(characters, count: Int(count), isCDATA: false, in: context)
}

private let sessionCDATA: cdataBlockSAXFunc = { data, characters, count in
    guard let (session, context) = ParseSession.from(data), let characters else { return }
    session.characters(characters, count: Int(count), isCDATA: true, in: context)
}

/// For `ctxt->sax->serror`: libxml2 passes `ctxt->userData`, which is the parser context.
private let sessionErrorHandler: xmlStructuredErrorFunc = { data, error in
    guard let error, let (session, _) = ParseSession.from(data) else { return }
    session.collector.add(error.pointee)
}

/// Stops the parse at the first `<!ENTITY`, reporting where it is.
private let refusingEntityDeclaration: entityDeclSAXFunc = { data, name, _, _, _, _ in
    guard let (session, context) = ParseSession.from(data) else { return }
    let entity = name.map { String(cString: $0) } ?? ""
    let position = context.pointee.input.flatMap { StartTagPosition(ofTagEndingAt: $0, opening: "<!ENTITY") }
    session.collector.check = .wellFormedness
    session.collector.add(
        line: position?.line ?? Int(context.pointee.input?.pointee.line ?? 0), column: position?.column ?? 0,
        message: "entity declarations are not allowed (Trellis never writes them): '\(entity)'")
    session.refuse(context)
}
