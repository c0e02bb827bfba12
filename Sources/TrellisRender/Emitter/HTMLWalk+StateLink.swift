import TrellisCore
import TrellisLayout

extension HTMLWalk {
    /// A control that leads to another state's page: the control itself becomes the `a`, with
    /// the role and state it had (a picker's option stays a `radio`, a toggle a `switch`), and
    /// its drawing inside as plain boxes. HTML puts no `a` inside another interactive element,
    /// so a control with no page, or inside a link or button, is drawn as it always was.
    mutating func emitStateLink(_ node: ResolvedNode, _ link: ResolvedStateLink, at index: Int, css: CSSDeclarations) throws(RenderError) {
        guard let href = link.href, !isInteractive, var child = node.children.first else {
            try emitChildren(node, at: index, open: box, css: css)
            return
        }
        // The link now says what the control's own accessibility box said.
        if case .switchControl = link.role, case .accessibility(var accessibility) = child.kind {
            accessibility.control = nil
            accessibility.label = nil
            child.kind = .accessibility(accessibility)
        }
        let origin = layout[index].frame.origin
        try writeControl("a", role: "link", css: css, attributes: { writer in
            writer.attribute("href", href)
            switch link.role {
            case .radio:
                writer.attribute("role", "radio")
                writer.attribute("aria-checked", "false")
            case .switchControl(let isOn):
                writer.attribute("role", "switch")
                writer.attribute("aria-checked", isOn ? "true" : "false")
                if let label = link.label, !label.isEmpty { writer.attribute("aria-label", label) }
            case .disclosure(let isExpanded):
                writer.attribute("aria-expanded", isExpanded ? "true" : "false")
            case .button:
                writer.attribute("role", "button")
            case .tab:
                break
            }
        }) { walk throws(RenderError) in
            try walk.emit(child, at: index + 1, placement: .positioned(in: origin), position: 0)
        }
    }
}
