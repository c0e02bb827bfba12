import TrellisCore

/// The way from a screen's root to the node an emitter is writing: the names for error messages
/// and the child positions for the node's id (`n0.1.2`), the string the HTML, the SVG and the
/// layout JSON all give that node.
struct NodeTrail {
    private var steps: [(name: String, index: Int)] = []
    /// The current node's id in ASCII, kept as the walk goes: a step appends its position and
    /// leaving takes it off again, so an id costs its own few bytes, not a walk of the whole path.
    private(set) var idBytes: [UInt8] = []
    private var idLengths: [Int] = []

    /// The current node's id: `n` and its child positions joined by dots.
    var id: String { String(decoding: idBytes, as: UTF8.self) }

    var depth: Int { steps.count }

    /// Steps into `node`, child number `position` of the node stepped into last.
    mutating func enter(_ node: ResolvedNode, position: Int) {
        steps.append((node.kind.name, position))
        idLengths.append(idBytes.count)
        idBytes.append(steps.count == 1 ? UInt8(ascii: "n") : UInt8(ascii: "."))
        let start = idBytes.count
        var rest = max(position, 0)
        repeat {
            idBytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        idBytes[start...].reverse()
    }

    mutating func leave() {
        steps.removeLast()
        idBytes.removeLast(idBytes.count - idLengths.removeLast())
    }

    /// An error at the current node, located by its path of kind names (`vstack > image[2]`).
    func error(_ reason: RenderError.Reason) -> RenderError {
        let parts = steps.enumerated().map { $0.offset == 0 ? $0.element.name : "\($0.element.name)[\($0.element.index)]" }
        return RenderError(reason: reason, path: parts.joined(separator: " > "))
    }
}
