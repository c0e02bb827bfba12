import CLibXML2

/// Checks the two HTML5 content-model rules that depend on ancestors rather than on the parent,
/// which a RELAX NG grammar of the elements cannot say without doubling every pattern:
///
/// - no interactive content (`a`, `button`, `label`, `select`, `input`, `iframe`, or an element
///   with a widget role such as `role="radio"`) inside an `a` or a `button`;
/// - inside an element that holds only phrasing content (`span`, `button`, `label`, `p`, `h1`…),
///   an `a` holds only phrasing content too (an `a` takes its parent's content model).
///
/// Both are errors in the W3C Nu checker; browsers repair nested links by closing the outer one,
/// so the page would not show what was written. The streaming parse feeds `NestingState` each
/// start tag (XMLDocumentParser).
///
/// It keeps the ancestors' facts at each open element, fed start tags in document order with
/// their depth, so that a streaming parse can feed it.
struct NestingState {
    private struct Context {
        var depth: Int
        /// The nearest enclosing `a` or `button`, if any.
        var interactiveAncestor: String?
        /// The nearest enclosing element that holds only phrasing content, if any.
        var phrasingAncestor: String?
        /// Whether the element itself is an `a`, whose content model is its parent's.
        var isLink = false
    }

    private var open: [Context] = []

    static let interactiveElements: Set<String> = ["a", "button", "label", "select", "input", "iframe", "textarea", "details", "embed", "audio", "video"]
    static let phrasingOnlyElements: Set<String> = ["span", "button", "label", "p", "h1", "h2", "h3", "h4", "h5", "h6", "em", "strong", "b", "i", "small", "code"]
    /// Phrasing elements (of the subset Trellis writes, and a few common ones); anything else is
    /// flow-only (`div`, `nav`, `ul`, `li`, `section`, `h1` in a span, …).
    static let phrasingElements: Set<String> = phrasingOnlyElements.union(["a", "select", "input", "iframe", "svg", "img", "br", "textarea", "abbr", "time", "mark", "sub", "sup", "kbd", "q", "s", "u", "wbr", "audio", "video", "embed"])
    /// ARIA's widget roles (not the composite ones such as `radiogroup`), which the Nu checker
    /// refuses inside `a` and `button` as it refuses the elements themselves.
    static let widgetRoles: Set<String> = [
        "button", "checkbox", "combobox", "gridcell", "link", "menuitem", "menuitemcheckbox", "menuitemradio", "option",
        "radio", "scrollbar", "searchbox", "slider", "spinbutton", "switch", "tab", "textbox", "treeitem",
    ]

    /// Enters an element at `depth`; returns what is wrong with it there, if anything.
    mutating func enter(_ node: xmlNodePtr, depth: Int) -> String? {
        while let last = open.last, last.depth >= depth { open.removeLast() }
        // SVG's own elements (inside inline svg) have a namespace and content models of their own.
        if node.pointee.ns != nil && depth > 0 {
            if let parent = open.last { open.append(Context(depth: depth, interactiveAncestor: parent.interactiveAncestor, phrasingAncestor: nil)) }
            return nil
        }
        let name = String(cString: node.pointee.name).lowercased()
        let parent = open.last
        var problem: String?
        if let control = parent?.interactiveAncestor {
            if Self.interactiveElements.contains(name) {
                problem = "<\(name)> inside <\(control)>: no link, button or other interactive element may sit inside a link or a button"
            } else if let role = Self.attribute("role", of: node)?.lowercased(), Self.widgetRoles.contains(role) {
                problem = "<\(name) role=\"\(role)\"> inside <\(control)>: no element with a widget role may sit inside a link or a button"
            }
        }
        // Directly inside a phrasing-only element the schema already says so; through an `a` it cannot.
        if problem == nil, let phrasing = parent?.phrasingAncestor, parent?.isLink == true, !Self.phrasingElements.contains(name) {
            problem = "<\(name)> inside <\(phrasing)>: only phrasing content may go there, also through an <a> in between"
        }
        var context = Context(depth: depth, interactiveAncestor: parent?.interactiveAncestor, phrasingAncestor: parent?.phrasingAncestor)
        if name == "a" || name == "button" { context.interactiveAncestor = context.interactiveAncestor ?? name }
        context.isLink = name == "a"
        if Self.phrasingOnlyElements.contains(name) { context.phrasingAncestor = context.phrasingAncestor ?? name }
        open.append(context)
        return problem
    }

    /// The value of the attribute `name` (no namespace), read in place.
    private static func attribute(_ name: StaticString, of node: xmlNodePtr) -> String? {
        var property = node.pointee.properties
        while let current = property {
            if current.pointee.ns == nil, xmlStrEqual(current.pointee.name, name.utf8Start) != 0 {
                guard let text = current.pointee.children?.pointee.content else { return "" }
                return String(cString: text)
            }
            property = current.pointee.next
        }
        return nil
    }
}
