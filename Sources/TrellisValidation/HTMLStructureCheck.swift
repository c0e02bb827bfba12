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

    static func compare(_ xmlDocument: xmlDocPtr, source bytes: UnsafeRawBufferPointer, into collector: ProblemCollector) {
        collector.check = .htmlStructure
        guard let htmlDocument = parseHTML(bytes) else {
            collector.add(line: 0, column: 0, message: "libxml2's HTML parser could not read the document")
            return
        }
        defer { xmlFreeDoc(htmlDocument) }
        var xmlWalk = ElementWalk(xmlDocument)
        var htmlWalk = ElementWalk(htmlDocument)
        while true {
            switch (xmlWalk.next(), htmlWalk.next()) {
            case (nil, nil):
                return
            case let (xml?, nil):
                report("the HTML parser drops <\(xml.name)>", at: xml, into: collector)
                return
            case let (nil, html?):
                collector.add(line: Int(xmlGetLineNo(html.node)), column: 0,
                              message: "the HTML parser reads an extra <\(html.name)> inside <\(html.parentName)>")
                return
            case let (xml?, html?):
                if !xml.hasSameName(as: html) {
                    report("the HTML parser reads <\(html.name)> where the XML has <\(xml.name)>", at: xml, into: collector)
                    return
                }
                if xml.depth != html.depth || !xml.hasSameParentName(as: html) {
                    report("the HTML parser puts <\(xml.name)> inside <\(html.parentName)>, not inside <\(xml.parentName)>",
                           at: xml, into: collector)
                    return
                }
                // Raw text differs without changing the tree, so the walk goes on.
                if xmlStrEqual(xml.node.pointee.name, "style") != 0 || xmlStrEqual(xml.node.pointee.name, "script") != 0,
                   rawText(of: xml.node) != rawText(of: html.node) {
                    report("the HTML parser reads the text of <\(xml.name)> differently: it takes character references "
                        + "and CDATA sections literally, so write this text without '&', '<' or ']]>'",
                        at: xml, into: collector, consequence: nil)
                }
            }
        }
    }

    private static func parseHTML(_ bytes: UnsafeRawBufferPointer) -> htmlDocPtr? {
        guard let start = bytes.baseAddress?.assumingMemoryBound(to: CChar.self),
              let size = Int32(exactly: bytes.count),
              let context = htmlCreateMemoryParserCtxt(start, size) else { return nil }
        defer { htmlFreeParserCtxt(context) }
        htmlCtxtUseOptions(context, options)
        context.pointee.sax?.pointee.serror = ignoringErrorHandler
        withThreadErrors(ignoringErrorHandler, context: nil) {
            _ = htmlParseDocument(context)
        }
        let document = context.pointee.myDoc
        context.pointee.myDoc = nil
        return document
    }

    private static func report(
        _ message: String, at element: ElementWalk.Element, into collector: ProblemCollector,
        consequence: String? = "a browser would build a different tree"
    ) {
        let position = StartTagPosition(of: element.node)
            ?? StartTagPosition(line: Int(xmlGetLineNo(element.node)), column: 0)
        collector.add(line: position.line, column: position.column,
                      message: consequence.map { "\(message): \($0)" } ?? message)
    }

    /// The element's text and CDATA children as the parser stored them (entities already decoded in XML).
    private static func rawText(of node: xmlNodePtr) -> String {
        var text = ""
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE,
               let content = current.pointee.content {
                text += String(cString: content)
            }
            child = current.pointee.next
        }
        return text
    }
}

/// The elements of a tree in document order, with their depth, without recursion (a deep tree must not
/// exhaust the stack) and without copying names: a large page has hundreds of thousands of elements.
struct ElementWalk {
    struct Element {
        var node: xmlNodePtr
        var depth: Int

        /// The element's name, lowercased (HTML parsers lowercase; SVG's clipPath reads as clippath).
        var name: String { String(cString: node.pointee.name).lowercased() }

        var parentName: String {
            guard let parent = node.pointee.parent, parent.pointee.type == XML_ELEMENT_NODE else { return "#document" }
            return String(cString: parent.pointee.name).lowercased()
        }

        func hasSameName(as other: Element) -> Bool {
            xmlStrcasecmp(node.pointee.name, other.node.pointee.name) == 0
        }

        func hasSameParentName(as other: Element) -> Bool {
            let parent = node.pointee.parent, otherParent = other.node.pointee.parent
            let isElement = parent?.pointee.type == XML_ELEMENT_NODE
            guard isElement == (otherParent?.pointee.type == XML_ELEMENT_NODE) else { return false }
            return !isElement || xmlStrcasecmp(parent!.pointee.name, otherParent!.pointee.name) == 0
        }
    }

    private var current: xmlNodePtr?
    private var depth = 0
    private var started = false

    init(_ document: xmlDocPtr) {
        current = document.pointee.children
    }

    mutating func next() -> Element? {
        if started { advance() }
        started = true
        while let node = current, node.pointee.type != XML_ELEMENT_NODE { advance() }
        guard let node = current else { return nil }
        return Element(node: node, depth: depth)
    }

    /// Pre-order step over every node: first child, else next sibling, else the nearest ancestor's sibling.
    private mutating func advance() {
        guard let node = current else { return }
        if node.pointee.type == XML_ELEMENT_NODE, let child = node.pointee.children {
            current = child
            depth += 1
            return
        }
        var climbing: xmlNodePtr? = node
        while let step = climbing {
            if let sibling = step.pointee.next {
                current = sibling
                return
            }
            climbing = step.pointee.parent
            depth -= 1
            if let parent = climbing, parent.pointee.type == XML_DOCUMENT_NODE || parent.pointee.type == XML_HTML_DOCUMENT_NODE {
                break
            }
        }
        current = nil
    }
}
