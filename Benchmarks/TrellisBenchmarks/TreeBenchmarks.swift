import Trellis
import TrellisBenchmarkTrees
import TrellisLayout
import TrellisSite

/// Resolution and HTML emission of the generated trees, each beside the least work of its kind.
@MainActor
struct TreeBenchmarks {
    let measurement: Measurement
    let environment = EnvironmentValues()

    /// A generated tree: how to build its view, how to build it by hand, and its size.
    struct Shape {
        var name: String
        var nodes: Int
        var view: () -> AnyView
        var handBuilt: (HandBuiltTrees) -> ResolvedNode
    }

    static func shapes(wide: [Int], deep: [Int]) -> [Shape] {
        let wideShapes = wide.map { nodes in
            let rows = WideRows.rows(forNodes: nodes)
            return Shape(name: "wide", nodes: rows * WideRows.nodesPerRow + 1,
                         view: { AnyView(WideRows(rows: rows)) },
                         handBuilt: { $0.wide(rows: rows) })
        }
        let deepShapes = deep.map { depth in
            Shape(name: "deep", nodes: depth + 1,
                  view: { AnyView(NestedPadding(depth: depth)) },
                  handBuilt: { $0.deep(depth: depth) })
        }
        return wideShapes + deepShapes
    }

    /// Resolution vs. building the same `ResolvedNode` tree by hand.
    func resolution(_ shapes: [Shape], into table: inout ResultTable) {
        let handBuilt = HandBuiltTrees(environment: environment)
        for shape in shapes {
            let view = shape.view()
            let resolved = view.resolved(in: environment)
            let built = shape.handBuilt(handBuilt)
            precondition(resolved.root.nodeCount == shape.nodes, "\(shape.name): \(resolved.root.nodeCount) nodes, expected \(shape.nodes)")
            precondition(built == resolved.root, "\(shape.name): the hand-built tree differs from the resolved one")
            let pair = measurement.pair(
                subject: { view.resolved(in: environment) },
                baseline: { shape.handBuilt(handBuilt) })
            table.add(ResultRow(
                name: "resolve " + shape.name, count: shape.nodes, unit: "nodes",
                median: pair.subject, baseline: pair.baseline, baselineName: "hand-built ResolvedNode tree"))
        }
    }

    /// `HTMLEmitter.render` vs. a walk that appends a fixed string per node into one String.
    func emission(_ shapes: [Shape], into table: inout ResultTable) throws {
        let emitter = HTMLEmitter()
        for shape in shapes {
            let tree = shape.view().resolved(in: environment)
            let fragment = try emitter.render(tree, link: { _ in nil })
            let bytes = fragment.body.utf8.count + fragment.stylesheet.utf8.count
            let pair = measurement.pair(
                subject: { try! emitter.render(tree, link: { _ in nil }) },
                baseline: { Self.minimalWalk(tree.root) })
            table.add(ResultRow(
                name: "emit HTML " + shape.name, count: shape.nodes, unit: "nodes",
                median: pair.subject, baseline: pair.baseline, baselineName: "append 11 bytes per node",
                note: ResultTable.grouped(bytes) + " B, " + ResultTable.bytesPerSecond(bytes, in: pair.subject)))
        }
    }

    /// `SVGEmitter.render` of a laid-out tree vs. the floor issue 10 sets: the emitter's own
    /// finished output, split before every "<", appended piece by piece into a fresh buffer of
    /// the capacity the emitter starts with. Layout is done once beforehand: this is emission only.
    func svgEmission(_ shapes: [Shape], into table: inout ResultTable) throws {
        let emitter = SVGEmitter()
        for shape in shapes {
            let tree = shape.view().resolved(in: environment)
            let layout = LayoutEngine.standard.layout(tree, in: RenderCanvas.phone.size)
            let svg = try emitter.render(layout)
            let pieces = Self.piecesBeforeEachTag(svg)
            let pair = measurement.pair(
                subject: { try! emitter.render(layout) },
                baseline: { Self.append(pieces) })
            let bytes = svg.utf8.count
            table.add(ResultRow(
                name: "emit SVG " + shape.name, count: shape.nodes, unit: "nodes",
                median: pair.subject, baseline: pair.baseline,
                baselineName: "append its output in \(ResultTable.grouped(pieces.count)) pieces",
                note: ResultTable.grouped(bytes) + " B, " + ResultTable.bytesPerSecond(bytes, in: pair.subject)))
        }
    }

    static func piecesBeforeEachTag(_ document: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        for character in document {
            if character == "<", !current.isEmpty {
                pieces.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    static func append(_ pieces: [String]) -> String {
        var output = ""
        output.reserveCapacity(16_384)
        for piece in pieces { output += piece }
        return output
    }

    /// Runs one stage three times on one tree, for a profiler; `nodes` is the depth for deep trees.
    func profile(stage: String, nodes: Int) throws {
        let parts = stage.split(separator: "-")
        guard parts.count == 2, let shape = Self.shapes(wide: [nodes], deep: [nodes]).first(where: { $0.name == parts[1] }) else {
            throw ProcessTiming.Failure(description: "unknown stage \(stage): use resolve-, emit- or svg- with wide or deep")
        }
        let view = shape.view()
        let tree = view.resolved(in: environment)
        let layout = LayoutEngine.standard.layout(tree, in: RenderCanvas.phone.size)
        for _ in 0..<3 {
            if parts[0] == "svg" {
                for _ in 0..<10 { consume(try SVGEmitter().render(layout)) }
            } else if parts[0] == "emit" {
                consume(try HTMLEmitter().render(tree, link: { _ in nil }))
            } else {
                consume(view.resolved(in: environment))
            }
        }
    }

    /// The least a render can do: visit every node once and append to one buffer. Iterative, so it
    /// adds no stack depth of its own to the deep trees.
    static func minimalWalk(_ root: ResolvedNode) -> String {
        var output = ""
        output.reserveCapacity(16_384)
        var pending: [ResolvedNode] = [root]
        while let node = pending.popLast() {
            output += "<div></div>"
            pending.append(contentsOf: node.children.reversed())
        }
        return output
    }

    /// Per-node cost at the largest size over the smallest, for each shape: 1 means linear.
    static func linearity(of table: ResultTable, prefix: String) -> [String] {
        var notes: [String] = []
        for shape in ["wide", "deep"] {
            let rows = table.rows.filter { $0.name == prefix + " " + shape }.sorted { $0.count < $1.count }
            guard let smallest = rows.first, let largest = rows.last, rows.count > 1 else { continue }
            let ratio = largest.perUnit.seconds / smallest.perUnit.seconds
            notes.append(prefix + " " + shape + ": per-node cost at N=" + ResultTable.grouped(largest.count)
                + " / at N=" + ResultTable.grouped(smallest.count) + " = " + ResultTable.ratio(ratio)
                + " (" + ResultTable.time(largest.perUnit) + " vs " + ResultTable.time(smallest.perUnit) + ")")
        }
        return notes
    }
}
