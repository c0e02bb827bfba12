import Trellis

/// The way from a screen's root to the node an emitter is writing: the names for error messages
/// and the child positions for the node's id (`n0.1.2`), the string the HTML, the SVG and the
/// layout JSON all give that node.
struct NodeTrail {
    private var steps: [(name: String, index: Int)] = []
    /// The current node's id, kept as the walk goes: a step appends its position and leaving
    /// takes it off again, so an id costs its own few characters, not a walk of the whole path.
    private(set) var id = ""
    private var idLengths: [Int] = []

    var depth: Int { steps.count }

    /// Steps into `node`, child number `position` of the node stepped into last.
    mutating func enter(_ node: ResolvedNode, position: Int) {
        steps.append((node.kind.name, position))
        idLengths.append(id.utf8.count)
        id += steps.count == 1 ? "n" : "."
        id += String(position)
    }

    mutating func leave() {
        steps.removeLast()
        let length = idLengths.removeLast()
        // Ids are ASCII: one character per byte.
        id.removeLast(id.utf8.count - length)
    }

    /// An error at the current node, located by its path of kind names (`vstack > image[2]`).
    func error(_ reason: RenderError.Reason) -> RenderError {
        let parts = steps.enumerated().map { $0.offset == 0 ? $0.element.name : "\($0.element.name)[\($0.element.index)]" }
        return RenderError(reason: reason, path: parts.joined(separator: " > "))
    }
}
