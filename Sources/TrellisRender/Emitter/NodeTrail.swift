import Trellis

/// The way from a screen's root to the node an emitter is writing: the names for error messages
/// and the child positions for the node's id (`n0.1.2`), the string the HTML, the SVG and the
/// layout JSON all give that node.
struct NodeTrail {
    private var steps: [(name: String, index: Int)] = []

    var depth: Int { steps.count }

    /// Steps into `node`, child number `position` of the node stepped into last.
    mutating func enter(_ node: ResolvedNode, position: Int) {
        steps.append((node.kind.name, position))
    }

    mutating func leave() {
        steps.removeLast()
    }

    /// The current node's id: `n` and its child positions joined by dots.
    var id: String {
        var id = "n"
        for (offset, step) in steps.enumerated() {
            if offset > 0 { id += "." }
            id += String(step.index)
        }
        return id
    }

    /// An error at the current node, located by its path of kind names (`vstack > image[2]`).
    func error(_ reason: RenderError.Reason) -> RenderError {
        let parts = steps.enumerated().map { $0.offset == 0 ? $0.element.name : "\($0.element.name)[\($0.element.index)]" }
        return RenderError(reason: reason, path: parts.joined(separator: " > "))
    }
}
