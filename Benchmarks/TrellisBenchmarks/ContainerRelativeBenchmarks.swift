import Trellis
import TrellisBenchmarkTrees
import TrellisLayout
import TrellisSite

/// A carousel of cards sized by `containerRelativeFrame`, or by a fixed frame of the same width.
struct RelativeCards: View {
    let cards: Int
    let isRelative: Bool

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(0..<cards) { card in
                    let label = Text(verbatim: "Card \(card)").padding()
                    if isRelative {
                        label.containerRelativeFrame(.horizontal, count: 1, spacing: 16)
                    } else {
                        label.frame(width: 358)
                    }
                }
            }
        }
        .contentMargins(.horizontal, 16, for: .scrollContent)
    }
}

/// Rows of two `frame(maxWidth: .infinity)` tiles in a Grid, in a vertical scroll view (which
/// offers its width, so the columns share it) or a horizontal one (which offers none).
struct TileRows: View {
    let rows: Int
    let axes: Axis.Set

    var body: some View {
        ScrollView(axes) {
            Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                ForEach(0..<rows) { row in
                    GridRow {
                        Text(verbatim: "\(row) steps").frame(maxWidth: .infinity, alignment: .leading).padding()
                        Text(verbatim: "\(row) km").frame(maxWidth: .infinity, alignment: .leading).padding()
                    }
                }
            }
        }
    }
}

/// The cost of container-relative frames (a second layout pass once the container is known)
/// against fixed frames, and of a Grid sharing an offered width against one offered none, each
/// in the same run.
@MainActor
struct ContainerRelativeBenchmarks {
    let measurement: Measurement

    func run(sizes: [Int], into table: inout ResultTable) {
        let environment = EnvironmentValues()
        let engine = LayoutBenchmarks.constantTimeEngine
        let perCard = RelativeCards(cards: 1, isRelative: false).resolved(in: environment).root.nodeCount - 4
        let perRow = TileRows(rows: 1, axes: .vertical).resolved(in: environment).root.nodeCount - 2
        for nodes in sizes {
            let relative = RelativeCards(cards: max(1, nodes / perCard), isRelative: true).resolved(in: environment)
            let fixed = RelativeCards(cards: max(1, nodes / perCard), isRelative: false).resolved(in: environment)
            let cards = measurement.pair(
                subject: { engine.layout(relative, in: LayoutBenchmarks.canvas) },
                baseline: { engine.layout(fixed, in: LayoutBenchmarks.canvas) })
            table.add(ResultRow(
                name: "layout containerRelativeFrame cards (constant-time measurer)", count: relative.root.nodeCount, unit: "nodes",
                median: cards.subject, baseline: cards.baseline, baselineName: "the same cards in frame(width: 358)"))
            let shared = TileRows(rows: max(1, nodes / perRow), axes: .vertical).resolved(in: environment)
            let ideal = TileRows(rows: max(1, nodes / perRow), axes: .horizontal).resolved(in: environment)
            let grid = measurement.pair(
                subject: { engine.layout(shared, in: LayoutBenchmarks.canvas) },
                baseline: { engine.layout(ideal, in: LayoutBenchmarks.canvas) })
            table.add(ResultRow(
                name: "layout Grid sharing its width (constant-time measurer)", count: shared.root.nodeCount, unit: "nodes",
                median: grid.subject, baseline: grid.baseline, baselineName: "the same grid offered no width"))
        }
    }
}
