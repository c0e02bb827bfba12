import Testing
import Trellis

// Seed 001, "Styling Custom Views Through the Environment (SwiftUI)": the article's code,
// verbatim apart from the import, compiled in the Swift 5 language mode. (`import Testing` is for
// the tests at the bottom.)
//
// Arrangement, not change:
// - The seed is wrapped in `fileprivate enum Seed001` because seed 000 declares the same names.
//   Both seeds declare `EnvironmentValues.chartStyle`, each with its own ChartStyle; one module
//   can hold only one such property (in SwiftUI too), so the extensions are `fileprivate` and name
//   this seed's types through file-private typealiases. The extension bodies are verbatim.
// - The closing `HStack { … }.chartStyle(…)` statement is the `body` of a wrapper view, `Usage`.
//
// Minimal fixes for code that cannot compile in SwiftUI either:
// 1. `DataPoint` is the library's type and never shown: an empty struct is defined.
// 2. `dataPoints1` and `dataPoints2` are never declared: both are `[]`.
// 3. `public struct BarChartView` has an internal `body`, which SwiftUI rejects at file scope;
//    nested in the file-private enum the compiler accepts it as written, so nothing is changed.

fileprivate enum Seed001 {
    // Fix 1.
    struct DataPoint {}

    public struct ChartStyle {
      let showAxis: Bool
      let showLabels: Bool
      let labelCount: Int?
      let showLegends: Bool

      public init(showAxis: Bool = true,
                  showLabels: Bool = true,
                  labelCount: Int? = nil,
                  showLegends: Bool = true) {
        self.showAxis = showAxis
        self.showLabels = showLabels
        self.labelCount = labelCount
        self.showLegends = showLegends
      }
    }

    struct ChartStyleEnvironmentKey: EnvironmentKey {
      static var defaultValue: ChartStyle = .init()
    }

    public struct BarChartView: View {
      @Environment(\.chartStyle) var chartStyle
      let dataPoints: [DataPoint]

      var body: some View {
        // draw bars
        if chartStyle.showLabels { /* labels */ }
        if chartStyle.showLegends { /* legend */ }
      }
    }

    struct Usage: View {
        let dataPoints1: [DataPoint] = [] // Fix 2.
        let dataPoints2: [DataPoint] = [] // Fix 2.

        var body: some View {
            HStack {
              BarChartView(dataPoints: dataPoints1)
              BarChartView(dataPoints: dataPoints2)
            }
            .chartStyle(ChartStyle(showAxis: false, labelCount: 3))
        }
    }
}

fileprivate typealias ChartStyle = Seed001.ChartStyle
fileprivate typealias ChartStyleEnvironmentKey = Seed001.ChartStyleEnvironmentKey

fileprivate extension EnvironmentValues {
  var chartStyle: ChartStyle {
    get { self[ChartStyleEnvironmentKey.self] }
    set { self[ChartStyleEnvironmentKey.self] = newValue }
  }
}

fileprivate extension View {
  func chartStyle(_ style: ChartStyle) -> some View {
    environment(\.chartStyle, style)
  }
}

// MARK: - What the seed's code does when resolved
//
// The tests live here because the seed's namespace is file-private (see the top of the file).

/// Reads the style a BarChartView sees, from inside a body evaluated where the probe is placed.
private struct ChartStyleProbe: View {
    let chart: Seed001.BarChartView

    var body: some View {
        let style = chart.chartStyle
        Text("axis=\(style.showAxis) labels=\(style.labelCount.map(String.init) ?? "all") legends=\(style.showLegends)")
    }
}

@MainActor
@Suite struct Seed001Tests {
    @Test func styleOnTheContainerReachesBothChartsAndANestedOverrideWins() {
        let chart = Seed001.BarChartView(dataPoints: [])
        let tree = VStack {
            HStack {
                ChartStyleProbe(chart: chart)
                ChartStyleProbe(chart: chart)
            }
            ChartStyleProbe(chart: chart)
                .chartStyle(ChartStyle(showLegends: false))
        }
        .chartStyle(ChartStyle(showAxis: false, labelCount: 3))
        .resolved()
        #expect(tree.root.texts.map(\.string) == [
            "axis=false labels=3 legends=true",
            "axis=false labels=3 legends=true",
            "axis=true labels=all legends=false",
        ])
    }

    @Test func seedsUsageResolvesToAnEmptyRow() {
        let tree = Seed001.Usage().resolved()
        #expect(tree.root.kind == .stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: 8)))
        #expect(tree.root.children.isEmpty)
    }
}
