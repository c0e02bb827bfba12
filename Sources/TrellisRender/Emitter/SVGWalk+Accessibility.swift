import TrellisCore
import TrellisLayout

extension SVGWalk {
    /// SVG 1.1 has no ARIA (its DTD rejects `aria-*` and `role`), so what a reader is told goes
    /// where SVG 1.1 puts it: a group's `title` (the name, and the value after it) and `desc`
    /// (the hint). A control says its state in the title ("Wi-Fi, on"). A node with nothing to
    /// say (hidden, or an identifier only) adds no group.
    mutating func writeAccessibility(_ node: ResolvedNode, _ accessibility: ResolvedAccessibility, at index: Int) throws(RenderError) {
        let title = accessibility.isHidden ? nil : Self.title(of: accessibility)
        let hint = accessibility.isHidden ? nil : accessibility.hint
        guard title != nil || hint != nil else {
            try emitChildren(of: node, at: index)
            return
        }
        try writeGroup(attributes: { _ in }) { (walk) throws(RenderError) in
            if let title {
                walk.writer.beginStartTag("title")
                walk.writer.endStartTag()
                walk.writer.text(title)
                walk.writer.close("title")
            }
            if let hint {
                walk.writer.beginStartTag("desc")
                walk.writer.endStartTag()
                walk.writer.text(hint)
                walk.writer.close("desc")
            }
            walk.writer.raw("\n")
            try walk.emitChildren(of: node, at: index)
        }
    }

    private static func title(of accessibility: ResolvedAccessibility) -> String? {
        let state: String? = switch accessibility.control {
        case .toggle(let isOn): isOn ? "on" : "off"
        case .slider(let value, _, _): accessibility.value == nil ? NumberFormatting.string(value) : nil
        case .progress(let fraction?): accessibility.value == nil ? NumberFormatting.string((fraction * 100).rounded()) + "%" : nil
        case .progress(nil), .textField, nil: nil
        }
        let parts = [accessibility.spokenName, state].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
