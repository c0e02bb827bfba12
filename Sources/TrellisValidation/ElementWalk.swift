import CLibXML2

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
