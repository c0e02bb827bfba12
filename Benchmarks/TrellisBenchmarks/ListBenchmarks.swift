import Trellis
import TrellisBenchmarkTrees
import TrellisLayout
import TrellisSite

/// A `List` of text rows against a VStack of the same rows, each the whole HTML path (resolve,
/// lay out, emit), timed in the same run: what a list adds to its rows.
@MainActor
struct ListBenchmarks {
    let measurement: Measurement
    let environment = EnvironmentValues()

    func run(rows: [Int], into table: inout ResultTable) {
        let emitter = HTMLEmitter()
        for count in rows {
            let list = ListRows(rows: count)
            let stack = StackRows(rows: count)
            let pair = measurement.pair(
                subject: { try! emitter.render(list.resolved(in: environment), link: { _ in nil }) },
                baseline: { try! emitter.render(stack.resolved(in: environment), link: { _ in nil }) })
            table.add(ResultRow(
                name: "List of text rows, resolve + layout + HTML", count: count, unit: "rows",
                median: pair.subject, baseline: pair.baseline, baselineName: "VStack of the same rows, same path"))
        }
    }
}
