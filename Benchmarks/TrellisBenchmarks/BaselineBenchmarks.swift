import Trellis
import TrellisBenchmarkTrees
import TrellisLayout
import TrellisSite

/// Rows of a big figure beside its unit and a wrapped note, as a dashboard writes them.
struct BaselineCards: View {
    let rows: Int
    let alignment: VerticalAlignment
    /// Whether the unit hangs from a guide of its own (`alignmentGuide`), decided between passes.
    var guided = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(0..<rows) { row in
                HStack(alignment: alignment) {
                    Text(verbatim: String(row)).font(.largeTitle)
                    if guided {
                        Text(verbatim: "kg").font(.caption).padding(.bottom, 2).alignmentGuide(.top) { d in d.height / 2 }
                    } else {
                        Text(verbatim: "kg").font(.caption).padding(.bottom, 2)
                    }
                    Text(verbatim: TextCards.notes[row % TextCards.notes.count]).font(.footnote)
                    Spacer(minLength: 0)
                }
            }
        }
    }
}

/// The cost of baseline alignment: the same rows laid out aligned by first text baseline
/// against aligned by their tops (which reads no baselines), in the same run; and the same rows
/// with one `alignmentGuide` each (two passes and one trip to the main actor) against them.
@MainActor
struct BaselineBenchmarks {
    let measurement: Measurement

    func run(sizes: [Int], into table: inout ResultTable) {
        let environment = EnvironmentValues()
        let perRow = BaselineCards(rows: 1, alignment: .top).resolved(in: environment).root.nodeCount - 1
        for nodes in sizes {
            let rows = max(1, (nodes - 1) / perRow)
            let aligned = BaselineCards(rows: rows, alignment: .firstTextBaseline).resolved(in: environment)
            let top = BaselineCards(rows: rows, alignment: .top).resolved(in: environment)
            for (name, engine) in [("TextMeasurer", LayoutEngine.standard), ("constant-time measurer", LayoutBenchmarks.constantTimeEngine)] {
                let pair = measurement.pair(
                    subject: { engine.layout(aligned, in: LayoutBenchmarks.canvas) },
                    baseline: { engine.layout(top, in: LayoutBenchmarks.canvas) })
                table.add(ResultRow(
                    name: "layout firstTextBaseline rows (\(name))", count: aligned.root.nodeCount, unit: "nodes",
                    median: pair.subject, baseline: pair.baseline, baselineName: "the same rows aligned .top"))
            }
            let guided = BaselineCards(rows: rows, alignment: .top, guided: true).resolved(in: environment)
            let engine = LayoutEngine.standard
            let pair = measurement.pair(
                subject: { engine.layout(guided, in: LayoutBenchmarks.canvas) },
                baseline: { engine.layout(top, in: LayoutBenchmarks.canvas) })
            table.add(ResultRow(
                name: "layout alignmentGuide rows (TextMeasurer)", count: guided.root.nodeCount, unit: "nodes",
                median: pair.subject, baseline: pair.baseline, baselineName: "the same rows aligned .top, no guide"))
        }
    }
}
