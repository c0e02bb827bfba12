import Trellis

/// Rows of a composite view holding two `@State` wrappers against the same rows holding two plain
/// stored properties, resolved: what finding and attaching each view's state costs per row.
@MainActor
struct StateBenchmarks {
    let measurement: Measurement

    struct StatefulRow: View {
        let index: Int
        @State private var isOn = false
        @State private var count = 1

        var body: some View {
            HStack {
                Text("Row \(index)")
                Spacer()
                Text(isOn ? "on" : "\(count)")
            }
        }
    }

    struct PlainRow: View {
        let index: Int
        private let isOn = false
        private let count = 1

        var body: some View {
            HStack {
                Text("Row \(index)")
                Spacer()
                Text(isOn ? "on" : "\(count)")
            }
        }
    }

    struct Rows: View {
        let rows: Int
        let stateful: Bool

        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<rows, id: \.self) { index in
                    if stateful { StatefulRow(index: index) } else { PlainRow(index: index) }
                }
            }
        }
    }

    func run(rows: [Int], into table: inout ResultTable) {
        for count in rows {
            let stateful = Rows(rows: count, stateful: true)
            let plain = Rows(rows: count, stateful: false)
            let resolve = measurement.pair(
                subject: { stateful.resolved(in: EnvironmentValues(), states: StateStore()) },
                baseline: { plain.resolved(in: EnvironmentValues(), states: StateStore()) })
            table.add(ResultRow(
                name: "resolve rows with @State", count: count, unit: "rows", median: resolve.subject, baseline: resolve.baseline,
                baselineName: "rows with plain properties", note: "two @State per row, kept by identity"))
        }
    }
}
