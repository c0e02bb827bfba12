import CLibXML2

/// Parses a document Trellis wrote with libxml2's XML parser, safely and with per-document error collection.
///
/// Safety: the options never include XML_PARSE_NOENT, DTDLOAD, DTDATTR, DTDVALID or HUGE, and always NONET, so
/// nothing outside the given bytes is read and libxml2's limits (depth 256, 10 MB text nodes, entity
/// amplification checks) stay on. On top of that, any entity declaration stops the parse: Trellis never writes
/// one, and refusing it closes off entity expansion ("billion laughs") and external entities (XXE) for good.
enum XMLDocumentParser {
    static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue)

    /// The parsed tree, or nil (with the reasons in `collector`) when the bytes are not well-formed XML.
    /// The caller frees the returned document with `xmlFreeDoc`.
    static func parse(_ bytes: UnsafeRawBufferPointer, into collector: ProblemCollector) -> xmlDocPtr? {
        collector.check = .wellFormedness
        guard let size = Int32(exactly: bytes.count) else {
            collector.add(line: 0, column: 0, message: "the document is \(bytes.count) bytes; libxml2 reads at most 2 GiB")
            return nil
        }
        let start = bytes.baseAddress?.assumingMemoryBound(to: CChar.self)
        guard let context = xmlCreateMemoryParserCtxt(start, size) else {
            collector.add(line: 0, column: 0, message: "libxml2 could not create a parser (out of memory?)")
            return nil
        }
        defer { xmlFreeParserCtxt(context) }
        xmlCtxtUseOptions(context, options)
        context.pointee._private = collector.opaque
        if let handlers = context.pointee.sax {
            handlers.pointee.serror = parserErrorHandler
            handlers.pointee.startElementNs = recordingStartElement
            handlers.pointee.entityDecl = refusingEntityDeclaration
        }
        withThreadErrors(collectorErrorHandler, context: collector.opaque) {
            _ = xmlParseDocument(context)
        }
        let document = context.pointee.myDoc
        context.pointee.myDoc = nil
        if context.pointee.wellFormed != 0, !collector.refusedDocument, let document {
            return document
        }
        if let document { xmlFreeDoc(document) }
        if collector.problems.isEmpty {
            collector.add(line: 0, column: 0, message: "the document is not well-formed XML")
        }
        return nil
    }
}

/// libxml2's own element handler, then the start tag's position stored on the new node.
private let recordingStartElement: startElementNsSAX2Func = {
    data, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes in
    xmlSAX2StartElementNs(
        data, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes)
    guard let context = data?.assumingMemoryBound(to: xmlParserCtxt.self),
          let node = context.pointee.node, let input = context.pointee.input,
          let position = StartTagPosition(ofTagEndingAt: input) else { return }
    position.store(in: node)
}

/// Stops the parse at the first `<!ENTITY`, reporting where it is.
private let refusingEntityDeclaration: entityDeclSAXFunc = { data, name, _, _, _, _ in
    guard let context = data?.assumingMemoryBound(to: xmlParserCtxt.self),
          let collector = context.pointee._private else { return }
    let problems = ProblemCollector.from(collector)
    let entity = name.map { String(cString: $0) } ?? ""
    let position = context.pointee.input.flatMap { StartTagPosition(ofTagEndingAt: $0, opening: "<!ENTITY") }
    problems.add(
        line: position?.line ?? Int(context.pointee.input?.pointee.line ?? 0), column: position?.column ?? 0,
        message: "entity declarations are not allowed (Trellis never writes them): '\(entity)'")
    problems.refusedDocument = true
    xmlStopParser(context)
}
