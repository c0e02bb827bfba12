import CLibXML2

/// Turns an embedded RELAX NG schema and the embedded schemas it includes into one self-contained grammar.
///
/// libxml2 resolves `<include href>` by reading the file the href names, and a schema compiled into the binary has
/// no file beside it. So the include step of the RELAX NG simplification (section 4.7 of the specification) is done
/// here, on the tree: each `<include>` becomes a `<div>` holding the included grammar, itself renamed `<div>`, less
/// the `<start>` and `<define>`s that the include's own children override. Both keep their attributes and namespace
/// declarations, so `ns` and prefixes reach the included patterns as they would through the file.
///
/// Nothing is read from disk or the network: an href must name another embedded schema, `<externalRef>` is
/// refused, and the texts are parsed with `XML_PARSE_NONET` and without loading any DTD.
enum SchemaAssembly {
    struct Failure: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    static let relaxNGNamespace = "http://relaxng.org/ns/structure/1.0"

    /// The grammar `name` in `files` with every include resolved among `files`. Free it with `xmlFreeDoc`.
    static func document(named name: String, in files: [String: String]) throws -> xmlDocPtr {
        try document(named: name, in: files, including: [])
    }

    /// `including` holds the schemas whose includes are being resolved, outermost first, to refuse a loop.
    private static func document(
        named name: String, in files: [String: String], including: [String]
    ) throws -> xmlDocPtr {
        guard let text = files[name] else {
            let by = including.last.map { " (included by \($0))" } ?? ""
            throw Failure(description: "no embedded schema is named \(name)\(by)")
        }
        let document = try parse(text, name: name)
        do {
            for node in relaxNGElements(under: document) {
                if isRelaxNG(node, "externalRef") {
                    throw Failure(description: "\(name): <externalRef> is not supported in an embedded schema")
                }
                if isRelaxNG(node, "include") {
                    try resolve(node, of: name, in: files, including: including + [name])
                }
            }
        } catch {
            xmlFreeDoc(document)
            throw error
        }
        return document
    }

    private static func parse(_ text: String, name: String) throws -> xmlDocPtr {
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue)
        let problems = SchemaProblems()
        let document = withThreadErrors(SchemaProblems.handler, context: problems.opaque) {
            text.withCString { xmlReadMemory($0, Int32(text.utf8.count), name, "UTF-8", options) }
        }
        guard let document, xmlDocGetRootElement(document) != nil else {
            if let document { xmlFreeDoc(document) }
            throw Failure(description: "\(name) is not well-formed XML: \(problems.messages.joined(separator: "; "))")
        }
        return document
    }

    /// Replaces `include` with the grammar it names, as section 4.7 of the RELAX NG specification describes.
    private static func resolve(
        _ include: xmlNodePtr, of name: String, in files: [String: String], including: [String]
    ) throws {
        guard let href = attribute("href", of: include)?.trimmingXMLSpace else {
            throw Failure(description: "\(name): an <include> has no href")
        }
        guard !including.contains(href) else {
            throw Failure(description: "\(name): including \(href) makes a loop (\((including + [href]).joined(separator: " > ")))")
        }
        let included = try document(named: href, in: files, including: including)
        defer { xmlFreeDoc(included) }
        guard let grammar = xmlDocGetRootElement(included), isRelaxNG(grammar, "grammar") else {
            throw Failure(description: "\(href), included by \(name), is not a <grammar>")
        }
        let overrides = components(of: include)
        let replaced = components(of: grammar)
        if !overrides.starts.isEmpty {
            guard !replaced.starts.isEmpty else {
                throw Failure(description: "\(name): the <include> of \(href) overrides <start>, which \(href) lacks")
            }
            replaced.starts.forEach(remove)
        }
        for defineName in Set(overrides.defines.map(\.name)) {
            let matches = replaced.defines.filter { $0.name == defineName }
            guard !matches.isEmpty else {
                throw Failure(description: "\(name): the <include> of \(href) overrides \(defineName), which \(href) does not define")
            }
            matches.forEach { remove($0.node) }
        }
        // The copy keeps the grammar's namespace declarations and attributes (ns above all) on itself.
        guard let copy = xmlDocCopyNode(grammar, include.pointee.doc, 1) else {
            throw Failure(description: "\(name): libxml2 could not copy \(href) (out of memory?)")
        }
        xmlNodeSetName(copy, "div")
        if let first = include.pointee.children {
            xmlAddPrevSibling(first, copy)
        } else {
            xmlAddChild(include, copy)
        }
        xmlUnsetProp(include, "href")
        xmlNodeSetName(include, "div")
    }

    /// The `<start>` and `<define>` components of a grammar or an include, looking into `<div>`s as RELAX NG does.
    private static func components(of parent: xmlNodePtr) -> (starts: [xmlNodePtr], defines: [(name: String, node: xmlNodePtr)]) {
        var starts: [xmlNodePtr] = []
        var defines: [(name: String, node: xmlNodePtr)] = []
        var child = parent.pointee.children
        while let node = child {
            if isRelaxNG(node, "start") {
                starts.append(node)
            } else if isRelaxNG(node, "define"), let name = attribute("name", of: node) {
                defines.append((name.trimmingXMLSpace, node))
            } else if isRelaxNG(node, "div") {
                let nested = components(of: node)
                starts += nested.starts
                defines += nested.defines
            }
            child = node.pointee.next
        }
        return (starts, defines)
    }

    private static func remove(_ node: xmlNodePtr) {
        xmlUnlinkNode(node)
        xmlFreeNode(node)
    }

    /// Every element in the RELAX NG namespace, in document order, collected before any is changed.
    private static func relaxNGElements(under document: xmlDocPtr) -> [xmlNodePtr] {
        var found: [xmlNodePtr] = []
        func visit(_ first: xmlNodePtr?) {
            var child = first
            while let node = child {
                if node.pointee.type == XML_ELEMENT_NODE {
                    if isInRelaxNGNamespace(node) { found.append(node) }
                    visit(node.pointee.children)
                }
                child = node.pointee.next
            }
        }
        visit(document.pointee.children)
        return found
    }

    private static func isInRelaxNGNamespace(_ node: xmlNodePtr) -> Bool {
        guard let namespace = node.pointee.ns, let href = namespace.pointee.href else { return false }
        return String(cString: href) == relaxNGNamespace
    }

    private static func isRelaxNG(_ node: xmlNodePtr, _ name: String) -> Bool {
        node.pointee.type == XML_ELEMENT_NODE && isInRelaxNGNamespace(node) && String(cString: node.pointee.name) == name
    }

    /// The value of an attribute in no namespace, read in place (no copy for the caller to free).
    private static func attribute(_ name: String, of node: xmlNodePtr) -> String? {
        var property = node.pointee.properties
        while let attribute = property {
            if attribute.pointee.ns == nil, String(cString: attribute.pointee.name) == name {
                var value = ""
                var child = attribute.pointee.children
                while let text = child {
                    if let content = text.pointee.content { value += String(cString: content) }
                    child = text.pointee.next
                }
                return value
            }
            property = attribute.pointee.next
        }
        return nil
    }
}

private extension String {
    /// RELAX NG compares names after stripping the XML whitespace around them (section 4.2).
    var trimmingXMLSpace: String {
        let space: Set<Character> = [" ", "\t", "\n", "\r"]
        return String(drop { space.contains($0) }.reversed().drop { space.contains($0) }.reversed())
    }
}
