import Trellis

// Alignment as app code writes it (`import Trellis` standing for `import SwiftUI`), compiled in
// Swift 5 mode: a custom alignment across nested stacks, guides reading the view's dimensions,
// the baseline `Alignment` statics, grid rows on baselines and a symbol beside its text.

struct MyAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat {
        d[VerticalAlignment.center]
    }
}

extension VerticalAlignment {
    static let my = VerticalAlignment(MyAlignment.self)
}

private struct LabelColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension HorizontalAlignment {
    fileprivate static let labelColumn = HorizontalAlignment(LabelColumn.self)
}

struct AlignmentIdioms: View {
    @State private var selected = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack(alignment: .my) {
                VStack {
                    Text("Step 1")
                    Text("Step 2").alignmentGuide(.my) { d in d[VerticalAlignment.center] }
                }
                Image(systemName: "arrow.right")
                    .alignmentGuide(.my) { d in d[explicit: .firstTextBaseline] ?? d.height / 2 }
            }
            VStack(alignment: .labelColumn) {
                HStack {
                    Text("Name")
                    Text("Ada").alignmentGuide(.labelColumn) { d in d[.leading] }
                }
                HStack {
                    Text("Occupation")
                    Text("Analyst").alignmentGuide(.labelColumn) { $0[.leading] }
                }
            }
            ZStack(alignment: .leadingFirstTextBaseline) {
                Text("Title").font(.title)
                Text("note").font(.caption).offset(x: 80)
            }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .my))
            Grid(alignment: .leadingLastTextBaseline) {
                GridRow(alignment: .firstTextBaseline) {
                    Text("72").font(.largeTitle)
                    Text("bpm")
                }
            }
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "star")
                Text("x")
            }
            .overlay(alignment: .centerLastTextBaseline) { Text("over").font(.caption2) }
            Text("Hangs").alignmentGuide(HorizontalAlignment.center) { d in d.width }
            Color.clear.frame(height: 1).background(alignment: .trailingFirstTextBaseline) { Text("bg") }
            Color.clear.frame(height: 1).background(alignment: .trailingLastTextBaseline) { Text("bg") }
            Color.clear.frame(height: 1).background(alignment: .centerFirstTextBaseline) { Text("bg") }
            Color.clear.frame(height: 1).background(alignment: .leadingLastTextBaseline) { Text("bg") }
        }
    }
}
