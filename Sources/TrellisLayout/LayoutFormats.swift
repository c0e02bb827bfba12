import TrellisCore

extension LaidOutTree {
    /// Every node's frame as JSON, in pre-order: `[{"id": "n0", "kind": "vstack", "x": 0, "y": 0,
    /// "width": 390, "height": 844}, …]`, canvas coordinates with the origin at its top left. A
    /// text also lists its lines: `"lines": [{"text": "…", "x": …, "baseline": …, "width": …}]`,
    /// each line's start and baseline on the canvas. Tools match it to the HTML's and the SVG's
    /// elements by id; numbers go through the one formatter, so the file is byte-identical
    /// wherever it is written. The candidates a `ViewThatFits` did not choose are left out, as
    /// both emitters leave them out.
    public func json() -> String {
        var out = "["
        out.reserveCapacity(nodes.count * 96)
        var ids = IDWalk(self)
        let drawn = drawnNodes()
        var first = true
        for index in nodes.indices {
            let id = ids.id(of: index)
            guard drawn[index] else { continue }
            let frame = nodes[index].frame
            out += first ? "\n" : ",\n"
            first = false
            out += "{\"id\":\"" + id + "\",\"kind\":\"" + kind(of: index).name + "\""
            out += ",\"x\":" + NumberFormatting.string(Double(frame.minX))
            out += ",\"y\":" + NumberFormatting.string(Double(frame.minY))
            out += ",\"width\":" + NumberFormatting.string(Double(frame.width))
            out += ",\"height\":" + NumberFormatting.string(Double(frame.height))
            if case .text(let text) = kind(of: index) {
                out += ",\"lines\":["
                for (offset, line) in nodes[index].lines.enumerated() {
                    if offset > 0 { out += "," }
                    let x = frame.minX + text.alignment.offset(line.width, in: frame.width)
                    out += "{\"text\":" + JSONString.quoted(line.text)
                    out += ",\"x\":" + NumberFormatting.string(Double(x))
                    out += ",\"baseline\":" + NumberFormatting.string(Double(frame.minY + line.baseline))
                    out += ",\"width\":" + NumberFormatting.string(Double(line.width)) + "}"
                }
                out += "]"
            }
            out += "}"
        }
        out += "\n]\n"
        return out
    }

    /// For each node, whether the emitters draw it: false through the subtree of every
    /// candidate a `ViewThatFits` passed over.
    private func drawnNodes() -> [Bool] {
        var drawn = [Bool](repeating: true, count: nodes.count)
        for index in nodes.indices {
            guard case .viewThatFits(let choice) = kind(of: index) else { continue }
            var child = index + 1, position = 0
            while child < index + nodes[index].subtreeSize {
                let size = nodes[child].subtreeSize
                if position != choice.chosen { drawn.replaceSubrange(child..<(child + size), with: repeatElement(false, count: size)) }
                child += size
                position += 1
            }
        }
        return drawn
    }

    /// A text form for golden files: one node per line, indented by depth, with its frame and,
    /// for a text, each line's text, width and baseline.
    public func dump() -> String {
        var out = ""
        var depth: [Int] = []
        depth.reserveCapacity(nodes.count)
        for index in nodes.indices {
            let node = nodes[index]
            let level = node.parent < 0 ? 0 : depth[node.parent] + 1
            depth.append(level)
            let frame = node.frame
            out += String(repeating: "  ", count: level) + kind(of: index).name
                + " " + number(frame.minX) + "," + number(frame.minY) + " " + number(frame.width) + "×" + number(frame.height)
                + (node.tightening != 0 ? " tightening=" + number(node.tightening) : "") + "\n"
            for line in node.lines {
                out += String(repeating: "  ", count: level + 1) + "| " + line.text.debugDescription
                    + " w=" + number(line.width) + " baseline=" + number(line.baseline) + "\n"
            }
        }
        return out
    }

    /// The resolved node's kind at pre-order `index`.
    public func kind(of index: Int) -> ResolvedNode.Kind {
        kinds[index]
    }

    private func number(_ value: CGFloat) -> String { NumberFormatting.string(Double(value)) }
}

extension TextAlignment {
    /// Where a line of `width` starts in a text box of `container` width.
    public func offset(_ width: CGFloat, in container: CGFloat) -> CGFloat {
        switch self {
        case .leading: 0
        case .center: (container - width) / 2
        case .trailing: container - width
        }
    }
}


/// Node ids built incrementally in pre-order: each id is its parent's plus one position.
struct IDWalk {
    private var ids: [String] = []
    private let tree: LaidOutTree

    init(_ tree: LaidOutTree) {
        self.tree = tree
        ids.reserveCapacity(tree.nodes.count)
    }

    mutating func id(of index: Int) -> String {
        let node = tree.nodes[index]
        let id = node.parent < 0 ? "n\(node.position)" : ids[node.parent] + "." + String(node.position)
        ids.append(id)
        return id
    }
}
