import CLibXML2

/// Checks that a browser-style HTML parser builds the same element tree as the XML parser.
///
/// Polyglot markup is only polyglot if both readings agree. Where they differ, a page that validates as XML
/// shows up differently in a browser: `<div>` inside `<p>` closes the paragraph, and character references in
/// `<style>` or `<script>` stay literal in HTML. libxml2's HTML parser follows HTML 4 rules for implied end tags
/// (and complains about every HTML5 tag, so its own errors are ignored); the element sequences must match
/// in order, name and nesting, and the raw text of style and script must read the same.
enum HTMLStructureCheck {
    static let options = Int32(HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
        | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NOIMPLIED.rawValue)

    /// Runs the HTML parser without building a tree: each element it reports is compared on the spot with the
    /// next element the XML parser recorded. The sequences of (name, depth) in document order agree exactly
    /// when the trees do, and the first difference is where a browser goes its own way.
    static func compare(_ xmlElements: ElementRecords, source bytes: UnsafeRawBufferPointer, into collector: ProblemCollector) {
        collector.check = .htmlStructure
        guard let start = bytes.baseAddress?.assumingMemoryBound(to: CChar.self),
              let size = Int32(exactly: bytes.count),
              let context = htmlCreateMemoryParserCtxt(start, size),
              let handlers = context.pointee.sax else {
            collector.add(line: 0, column: 0, message: "libxml2's HTML parser could not read the document")
            return
        }
        defer { htmlFreeParserCtxt(context) }
        htmlCtxtUseOptions(context, options)
        let comparison = StructureComparison(xmlElements: xmlElements, collector: collector)
        context.pointee._private = Unmanaged.passUnretained(comparison).toOpaque()
        handlers.pointee = htmlSAXHandler()
        handlers.pointee.startElement = startElement
        handlers.pointee.endElement = endElement
        handlers.pointee.characters = characters
        handlers.pointee.cdataBlock = characters
        handlers.pointee.ignorableWhitespace = characters
        // The HTML parser complains about every HTML5 and SVG tag; its verdict is the structure, not those.
        withThreadErrors(ignoringErrorHandler, context: nil) {
            _ = htmlParseDocument(context)
        }
        comparison.finish()
    }
}

/// The state of one comparison, reached from the HTML parser's callbacks through `ctxt->_private`.
private final class StructureComparison {
    private let xmlElements: ElementRecords
    private var xmlWalk: ElementRecords.Walk
    private let collector: ProblemCollector
    /// The HTML parser's open elements; the names live in the parser's dictionary for the whole parse.
    private var openNames: [UnsafePointer<xmlChar>] = []
    private var differs = false
    /// The style or script element being read, and its text as the HTML parser delivers it.
    private var rawTextElement: Int?
    private var rawText: [UInt8] = []

    init(xmlElements: ElementRecords, collector: ProblemCollector) {
        self.xmlElements = xmlElements
        xmlWalk = ElementRecords.Walk(xmlElements)
        self.collector = collector
    }

    static func from(_ data: UnsafeMutableRawPointer?) -> (StructureComparison, htmlParserCtxtPtr)? {
        guard let context = data?.assumingMemoryBound(to: htmlParserCtxt.self),
              let comparison = context.pointee._private else { return nil }
        return (Unmanaged<StructureComparison>.fromOpaque(comparison).takeUnretainedValue(), context)
    }

    func start(_ name: UnsafePointer<xmlChar>, in context: htmlParserCtxtPtr) {
        guard !differs else { return }
        // Names become Strings only for a message; a page has thousands of elements that agree.
        var htmlParent: String { openNames.last.map { String(cString: $0) } ?? "#document" }
        var htmlName: String { String(cString: name) }
        guard let xml = xmlWalk.advance() else {
            differ(context, line: Int(context.pointee.input?.pointee.line ?? 0),
                   "the HTML parser reads an extra <\(htmlName)> inside <\(htmlParent)>")
            return
        }
        let xmlName = xmlElements.records[xml.index].name
        if xmlStrcasecmp(xmlName, name) != 0 {
            differ(context, at: xml.index,
                   "the HTML parser reads <\(htmlName)> where the XML has <\(xmlElements.name(at: xml.index))>")
            return
        }
        if xml.depth != openNames.count {
            differ(context, at: xml.index, "the HTML parser puts <\(xmlElements.name(at: xml.index))> inside "
                + "<\(htmlParent)>, not inside <\(xmlElements.parentName(of: xml.index))>")
            return
        }
        openNames.append(name)
        if ElementRecords.hasRawText(name) {
            rawTextElement = xml.index
            rawText.removeAll(keepingCapacity: true)
        }
    }

    func end() {
        guard !differs, !openNames.isEmpty else { return }
        openNames.removeLast()
        guard let element = rawTextElement else { return }
        rawTextElement = nil
        // Raw text that reads differently leaves the tree alone, so the comparison goes on.
        if xmlElements.rawTexts[element] ?? [] != rawText {
            report(at: element, "the HTML parser reads the text of <\(xmlElements.name(at: element))> differently: it takes character "
                + "references and CDATA sections literally, so write this text without '&', '<' or ']]>'")
        }
    }

    func append(_ characters: UnsafePointer<xmlChar>, count: Int) {
        guard rawTextElement != nil else { return }
        rawText.append(contentsOf: UnsafeBufferPointer(start: characters, count: count))
    }

    func finish() {
        guard !differs, let xml = xmlWalk.advance() else { return }
        report(at: xml.index, "the HTML parser drops <\(xmlElements.name(at: xml.index))>: a browser would build a different tree")
    }

    private func differ(_ context: htmlParserCtxtPtr, at element: Int, _ message: String) {
        report(at: element, message + ": a browser would build a different tree")
        differs = true
        xmlStopParser(context)
    }

    private func differ(_ context: htmlParserCtxtPtr, line: Int, _ message: String) {
        collector.add(line: line, column: 0, message: message + ": a browser would build a different tree")
        differs = true
        xmlStopParser(context)
    }

    private func report(at element: Int, _ message: String) {
        let position = xmlElements.position(of: element)
        collector.add(line: position.line, column: position.column, message: message)
    }
}

private let startElement: startElementSAXFunc = { data, name, _ in
    guard let (comparison, context) = StructureComparison.from(data), let name else { return }
    comparison.start(name, in: context)
}

private let endElement: endElementSAXFunc = { data, _ in
    StructureComparison.from(data)?.0.end()
}

private let characters: charactersSAXFunc = { data, characters, count in
    guard let characters else { return }
    StructureComparison.from(data)?.0.append(characters, count: Int(count))
}
