import Trellis
import TrellisLayout
import TrellisSite

/// Shapes whose outline layout builds (`path(in:)`, issue 12) against the same rows of built-in
/// shapes, laid out and written as SVG: what deferring an outline to layout costs per shape.
@MainActor
struct DrawingBenchmarks {
    let measurement: Measurement

    struct Slice: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            let center = CGPoint(x: rect.midX, y: rect.midY)
            path.move(to: center)
            path.addArc(center: center, radius: rect.width / 2, startAngle: .zero, endAngle: .degrees(120), clockwise: false)
            path.closeSubpath()
            return path
        }
    }

    struct Rows: View {
        let rows: Int
        let custom: Bool

        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<rows) { _ in
                    HStack {
                        if custom {
                            Slice().fill(Color.blue).frame(width: 40, height: 40)
                        } else {
                            Circle().fill(Color.blue).frame(width: 40, height: 40)
                        }
                        Spacer()
                    }
                }
            }
        }
    }

    func run(rows: [Int], into table: inout ResultTable) throws {
        for count in rows {
            let custom = Rows(rows: count, custom: true).resolved(in: EnvironmentValues())
            let builtIn = Rows(rows: count, custom: false).resolved(in: EnvironmentValues())
            let engine = LayoutEngine.standard
            let layout = measurement.pair(
                subject: { engine.layout(custom, in: LayoutBenchmarks.canvas) },
                baseline: { engine.layout(builtIn, in: LayoutBenchmarks.canvas) })
            table.add(ResultRow(
                name: "layout custom shapes", count: count, unit: "shapes", median: layout.subject, baseline: layout.baseline,
                baselineName: "layout of as many Circles", note: "outlines built by layout for each frame"))
            let laidOutCustom = engine.layout(custom, in: LayoutBenchmarks.canvas)
            let laidOutBuiltIn = engine.layout(builtIn, in: LayoutBenchmarks.canvas)
            let emitter = SVGEmitter()
            let svg = measurement.pair(
                subject: { try? emitter.render(laidOutCustom) },
                baseline: { try? emitter.render(laidOutBuiltIn) })
            table.add(ResultRow(
                name: "emit SVG custom shapes", count: count, unit: "shapes", median: svg.subject, baseline: svg.baseline,
                baselineName: "SVG of as many Circles", note: "path data of 4 curves each"))
        }
    }
}
