import CLibXML2

/// RELAX NG validation while the document is parsed, through libxml2's push interface
/// (`xmlRelaxNGValidatePushElement` and friends, what xmlTextReader uses), so no tree is needed.
///
/// libxml2 validates an element this way when the schema compiled its content model into an automaton (every
/// element of Trellis's schemas, see SchemaShapeTests); for any other element it asks for the element's
/// subtree, which the parser then keeps until the element ends (`keepsTree`).
///
/// libxml2 leaves one thing to the caller: after an element its parent did not expect, no automaton was
/// pushed for it, and after such an error the parent's automaton is dead. Popping blindly (as xmlTextReader
/// does) then pops the parent's automaton for the child and reports nonsense for the rest of the document. So
/// each open element remembers what was pushed for it, and the rest of a failed parent's content is not
/// checked: its first error is the one to fix, as with the compiled content models of a tree.
final class RelaxNGStream {
    private enum Check {
        /// An automaton was pushed for the element; `failed` once its content went wrong.
        case streamed(failed: Bool)
        /// The element is validated as a whole subtree when it ends.
        case whole
        /// Inside an element validated as a whole subtree.
        case insideWhole
        /// Not checked: the element, or an ancestor, was not expected where it is.
        case unchecked
    }

    private let context: OpaquePointer
    private let collector: ProblemCollector
    private var open: [(node: xmlNodePtr, check: Check)] = []
    /// The codes libxml2 raised during the current push, to tell what it pushed.
    private var raised: [xmlRelaxNGValidErr] = []
    /// The element being popped, whose incompleteness libxml2 reports without naming it.
    private var popping: xmlNodePtr?
    /// How many elements libxml2 could not validate in streaming (0 for Trellis's schemas).
    private(set) var wholeElements = 0
    /// The element pushed last. libxml2 keeps a pointer to it and reads it for any later error that has no
    /// element of its own, so the parser must not free it before another is pushed.
    private(set) var lastPushed: xmlNodePtr?
    /// How deep the innermost open element is inside a whole-subtree element, which libxml2 validates
    /// recursively (so the parser limits it).
    private(set) var depthInsideWhole = 0

    init?(schema: OpaquePointer, collector: ProblemCollector) {
        guard let context = xmlRelaxNGNewValidCtxt(schema) else { return nil }
        self.context = context
        self.collector = collector
        xmlRelaxNGSetValidStructuredErrors(context, relaxNGStreamErrorHandler, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        xmlRelaxNGFreeValidCtxt(context)
    }

    /// Whether the parser must keep the subtree being read (children of a whole-subtree element).
    var keepsTree: Bool {
        switch open.last?.check {
        case .whole, .insideWhole: true
        default: false
        }
    }

    /// An element has started; its attributes are on `node`, its start tag's position in `_private`.
    func start(_ node: xmlNodePtr, in document: xmlDocPtr) {
        let check: Check
        switch open.last?.check {
        case .whole, .insideWhole:
            check = .insideWhole
        case .unchecked, .streamed(failed: true):
            check = .unchecked
        case .streamed(failed: false), nil:
            raised.removeAll(keepingCapacity: true)
            lastPushed = node
            switch xmlRelaxNGValidatePushElement(context, document, node) {
            case 0:
                check = .whole
                wholeElements += 1
            case 1:
                check = .streamed(failed: false)
            default:
                // Not expected here: nothing was pushed for it, and the parent's automaton is dead. Any other
                // error (its attributes) came after its automaton was pushed.
                if raised.contains(XML_RELAXNG_ERR_ELEMWRONG) {
                    markInnermostFailed()
                    check = .unchecked
                } else {
                    check = .streamed(failed: false)
                }
            }
        }
        if case .insideWhole = check { depthInsideWhole += 1 }
        open.append((node, check))
    }

    /// Character data directly inside the innermost open element (not called while `keepsTree`).
    func text(_ bytes: UnsafePointer<xmlChar>, count: Int) {
        guard case .streamed(failed: false) = open.last?.check else { return }
        // Blank text is ignored, as in a tree; libxml2 reads the data up to a NUL, so it gets a stand-in.
        guard UnsafeBufferPointer(start: bytes, count: count).contains(where: { !Self.isBlank($0) }) else { return }
        if xmlRelaxNGValidatePushCData(context, Self.nonBlank.utf8Start, 1) != 1 { markInnermostFailed() }
    }

    /// The innermost open element has ended; `node` still holds its subtree if it was kept.
    func end(_ node: xmlNodePtr, in document: xmlDocPtr) {
        guard let (_, check) = open.popLast() else { return }
        if case .insideWhole = check { depthInsideWhole -= 1 }
        switch check {
        case .streamed:
            popping = node
            _ = xmlRelaxNGValidatePopElement(context, document, node)
            popping = nil
        case .whole:
            _ = xmlRelaxNGValidateFullElement(context, document, node)
        case .insideWhole, .unchecked:
            break
        }
    }

    private func markInnermostFailed() {
        guard let last = open.indices.last, case .streamed = open[last].check else { return }
        open[last].check = .streamed(failed: true)
    }

    fileprivate func handle(_ error: xmlError) {
        let code = xmlRelaxNGValidErr(rawValue: UInt32(bitPattern: error.code))
        raised.append(code)
        // Two messages libxml2 leaves unfinished in streaming ("Expecting an element , got nothing", "text in
        // element  TODO  content"), and neither names the element; the open elements do.
        if code == XML_RELAXNG_ERR_NOELEM, let node = popping {
            report("Element \(Self.name(of: node)) ends before its required content", at: node)
        } else if code == XML_RELAXNG_ERR_TEXTWRONG, let node = open.last?.node {
            report("Did not expect text in element \(Self.name(of: node)) content", at: node)
        } else if code == XML_RELAXNG_ERR_ELEMWRONG, let node = error.node?.assumingMemoryBound(to: xmlNode.self),
                  let namespace = node.pointee.ns?.pointee.href {
            // The name alone hides the usual cause, an xmlns the schema does not expect.
            report("Did not expect element \(Self.name(of: node)) there (in the namespace \(String(cString: namespace)))",
                   at: node)
        } else {
            collector.add(error)
        }
    }

    private func report(_ message: String, at node: xmlNodePtr) {
        let position = StartTagPosition(of: node) ?? StartTagPosition(line: Int(xmlGetLineNo(node)), column: 0)
        collector.add(line: position.line, column: position.column, message: message)
    }

    private static func name(of node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0) } ?? "?"
    }

    private static let nonBlank: StaticString = "x"

    private static func isBlank(_ byte: xmlChar) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

private let relaxNGStreamErrorHandler: xmlStructuredErrorFunc = { data, error in
    guard let data, let error else { return }
    Unmanaged<RelaxNGStream>.fromOpaque(data).takeUnretainedValue().handle(error.pointee)
}
