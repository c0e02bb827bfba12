import Trellis
import TrellisBenchmarkTrees
import TrellisLayout
import TrellisSite

/// The layout engine on generated trees, each beside a pre-order visit of the same resolved tree.
///
/// Samples are CPU time (`Measurement.usesCPUTime`): layout is pure computation, and on a machine
/// other jobs load the wall clock mostly measures them.
@MainActor
struct LayoutBenchmarks {
    let measurement: Measurement
    let environment = EnvironmentValues()
    /// The phone canvas the gallery renders at.
    static let canvas = RenderCanvas.phone.size

    /// A resolved tree to lay out, with the engine that lays it out.
    struct Subject {
        var name: String
        var tree: ResolvedTree
        var engine: LayoutEngine
        var nodes: Int { tree.root.nodeCount }
    }

    /// The engine with a measurer that costs nothing, so text-heavy figures show the engine alone.
    static var constantTimeEngine: LayoutEngine {
        var engine = LayoutEngine.standard
        engine.measurer = ConstantTimeMeasurer()
        return engine
    }

    /// The subjects, with the name `--profile` knows each by.
    enum Kind: String, CaseIterable {
        case wide = "layout-wide", deep = "layout-deep", text = "layout-text", textConstant = "layout-text-constant"
    }

    /// One subject at about `nodes` nodes: wide and deep without text, text-heavy with the
    /// standard measurer and with the constant-time one.
    func subject(_ kind: Kind, nodes: Int) -> Subject {
        switch kind {
        case .wide:
            Subject(name: "layout wide", tree: resolve(WideBoxes(rows: rows(nodes, perRow: WideBoxes(rows: 1)))), engine: .standard)
        case .deep:
            Subject(name: "layout deep", tree: resolve(NestedBoxes(depth: nodes - 1)), engine: .standard)
        case .text:
            Subject(name: "layout text (TextMeasurer, warm cache)", tree: resolve(TextCards(rows: rows(nodes, perRow: TextCards(rows: 1)))), engine: .standard)
        case .textConstant:
            Subject(name: "layout text (constant-time measurer)", tree: resolve(TextCards(rows: rows(nodes, perRow: TextCards(rows: 1)))), engine: Self.constantTimeEngine)
        }
    }

    func run(sizes: [Int], into table: inout ResultTable) throws {
        var fastest: [(name: String, nodes: Int, time: Duration)] = []
        for nodes in sizes {
            for kind in Kind.allCases {
                let subject = subject(kind, nodes: nodes)
                let pair = measurement.pair(
                    subject: { subject.engine.layout(subject.tree, in: Self.canvas) },
                    baseline: { Self.visit(subject.tree.root) })
                let count = subject.nodes
                fastest.append((subject.name, count, pair.fastestSubject))
                table.add(ResultRow(
                    name: subject.name, count: count, unit: "nodes",
                    median: pair.subject, baseline: pair.baseline, baselineName: "pre-order visit of the resolved tree",
                    note: ResultTable.significant(Double(count) / pair.subject.seconds / 1e6) + " M nodes/s; fastest sample "
                        + ResultTable.time(pair.fastestSubject / count) + "/node"))
            }
        }
        for note in Self.linearity(of: table, fastest: fastest) { table.note(note) }
        for note in try textCacheNotes(textCardRows: 10_000 / 6) { table.note(note) }
    }

    /// Lays one subject out three times, untimed, for callgrind (STAGE is a `Kind`'s name).
    func profile(stage: String, nodes: Int) throws {
        guard let kind = Kind(rawValue: stage) else {
            throw ProcessTiming.Failure(description: "unknown stage \(stage): use " + Kind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let subject = subject(kind, nodes: nodes)
        for _ in 0..<3 { consume(subject.engine.layout(subject.tree, in: Self.canvas)) }
    }

    private func resolve<V: View>(_ view: V) -> ResolvedTree {
        view.resolved(in: environment)
    }

    /// The rows that make about `nodes` nodes, counted from a resolved one-row tree.
    private func rows<V: View>(_ nodes: Int, perRow oneRow: V) -> Int {
        max(1, (nodes - 1) / (resolve(oneRow).root.nodeCount - 1))
    }

    /// The least any layout must do: meet every node of the resolved tree once, in pre-order,
    /// reading a field of each (here the count and the sum of layout priorities). Iterative, so
    /// the deep trees need no deep stack.
    static func visit(_ root: ResolvedNode) -> Double {
        var count = 0
        var priorities = 0.0
        var pending: [ResolvedNode] = [root]
        while let node = pending.popLast() {
            count += 1
            priorities += node.layoutPriority
            pending.append(contentsOf: node.children.reversed())
        }
        return Double(count) + priorities
    }

    /// Per-node cost at the largest size over the smallest, for each subject: 1 means linear.
    /// From the medians, and from each size's fastest sample, which other load disturbs least.
    static func linearity(of table: ResultTable, fastest: [(name: String, nodes: Int, time: Duration)]) -> [String] {
        var notes: [String] = []
        var names: [String] = []
        for row in table.rows where row.name.hasPrefix("layout") && !names.contains(row.name) { names.append(row.name) }
        for name in names {
            let rows = table.rows.filter { $0.name == name }.sorted { $0.count < $1.count }
            let quickest = fastest.filter { $0.name == name }.sorted { $0.nodes < $1.nodes }
            guard let smallest = rows.first, let largest = rows.last, rows.count > 1,
                  let quickestSmall = quickest.first, let quickestLarge = quickest.last else { continue }
            let ratio = largest.perUnit.seconds / smallest.perUnit.seconds
            let fastSmall = quickestSmall.time / quickestSmall.nodes, fastLarge = quickestLarge.time / quickestLarge.nodes
            notes.append(name + ": per-node cost at N=" + ResultTable.grouped(largest.count)
                + " / at N=" + ResultTable.grouped(smallest.count) + " = " + ResultTable.ratio(ratio)
                + " (" + ResultTable.time(largest.perUnit) + " vs " + ResultTable.time(smallest.perUnit) + "); fastest samples "
                + ResultTable.ratio(fastLarge.seconds / fastSmall.seconds)
                + " (" + ResultTable.time(fastLarge) + " vs " + ResultTable.time(fastSmall) + ")")
        }
        return notes
    }
}
