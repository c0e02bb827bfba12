import Testing
import Trellis

// Seed 000, "Styling custom SwiftUI views using environment": the article's code, verbatim apart
// from the import, compiled in the Swift 5 language mode. (`import Testing` is for the tests at the
// bottom.)
//
// Arrangement, not change:
// - The seed is wrapped in `enum Seed000` because seed 001 declares the same names (ChartStyle,
//   ChartStyleEnvironmentKey, BarChartView). Within the seed, MyApp and BarChartView each appear
//   more than once as the article evolves them, so each version sits in a namespace of its own
//   (Basics, SharedButtonStyle, ViewParameters, StyleParameter); the final versions sit directly
//   in Seed000.
// - Code the article writes as statements (`BarChartView(…)`, `HStack { … }.chartStyle(…)`) is the
//   `body` of a small wrapper view named `…Usage`.
// - Extensions must be at file scope. Seeds 000 and 001 both declare `EnvironmentValues.chartStyle`,
//   each with its own ChartStyle; one module can hold only one such property (in SwiftUI too), so
//   here the two extensions are `fileprivate`, the file names its ChartStyle with file-private
//   typealiases, and the namespace is `fileprivate` too (which is why this seed's tests are at the
//   bottom of this file). The extension bodies are verbatim.
//
// Minimal fixes for code that cannot compile in SwiftUI either:
// 1. `RootView` is used but never shown: a small one is defined.
// 2. `DataPoint` is the article's library type and never shown: an empty struct is defined.
// 3. The first two `BarChartView(…)` calls use initializers of the library that the article never
//    shows (`dataPoints:showLabels:labelCount:showLegends:` and `dataPoints:style:`): a stand-in
//    with that initializer is defined for each.
// 4. `let dataPoints1: [DataPoint] = // ...` (and 2) have no value: `= []`.
// 5. `public struct BarChartView` has an internal `body`; at file scope SwiftUI requires a public
//    `body` there. Nested in the internal enum the type is internal in effect, and the compiler
//    accepts the verbatim code, so nothing is changed.

fileprivate enum Seed000 {
    enum Basics {
        struct MyApp: App {
            var body: some Scene {
                WindowGroup {
                    RootView()
                        .listStyle(InsetGroupedListStyle())
                }
            }
        }
    }

    // Fix 1.
    struct RootView: View {
        var body: some View {
            List {
                Button("Water the plants") {}
            }
        }
    }

    struct FillButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding()
                .foregroundColor(.white)
                .background(Color.accentColor)
                .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
        }
    }

    enum SharedButtonStyle {
        struct MyApp: App {
            var body: some Scene {
                WindowGroup {
                    RootView()
                        .buttonStyle(FillButtonStyle())
                        .listStyle(InsetGroupedListStyle())
                }
            }
        }
    }

    // Fix 2.
    struct DataPoint {}

    enum ViewParameters {
        // Fix 3.
        struct BarChartView: View {
            init(dataPoints: [DataPoint], showLabels: Bool, labelCount: Int, showLegends: Bool) {}
            var body: some View { EmptyView() }
        }

        struct Usage: View {
            var body: some View {
                let dataPoints: [DataPoint] = []

                BarChartView(
                    dataPoints: dataPoints,
                    showLabels: true,
                    labelCount: 3,
                    showLegends: true
                )
            }
        }
    }

    public struct ChartStyle {
        let barMinHeight: CGFloat
        let showAxis: Bool
        let axisLeadingPadding: CGFloat
        let showLabels: Bool
        let labelCount: Int?
        let showLegends: Bool
        
        public init(
            barMinHeight: CGFloat = 100,
            showAxis: Bool = true,
            axisLeadingPadding: CGFloat = 0,
            showLabels: Bool = true,
            labelCount: Int? = nil,
            showLegends: Bool = true
        ) {
            self.barMinHeight = barMinHeight
            self.showAxis = showAxis
            self.axisLeadingPadding = axisLeadingPadding
            self.showLabels = showLabels
            self.labelCount = labelCount
            self.showLegends = showLegends
        }
    }

    enum StyleParameter {
        // Fix 3.
        struct BarChartView: View {
            init(dataPoints: [DataPoint], style: ChartStyle) {}
            var body: some View { EmptyView() }
        }

        struct Usage: View {
            var body: some View {
                let dataPoints: [DataPoint] = []
                let style = ChartStyle(showAxis: false, labelCount: 3)
                BarChartView(dataPoints: dataPoints, style: style)
            }
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
            if chartStyle.showLabels {
                // show labels
            }

            if chartStyle.showLegends {
                // show legend
            }
        }
    }

    struct Usage: View {
        var body: some View {
            let dataPoints1: [DataPoint] = [] // Fix 4.
            let dataPoints2: [DataPoint] = [] // Fix 4.

            HStack {
                BarChartView(dataPoints: dataPoints1)
                BarChartView(dataPoints: dataPoints2)
            }.chartStyle(ChartStyle(showAxis: false, labelCount: 3))
        }
    }
}

fileprivate typealias ChartStyle = Seed000.ChartStyle
fileprivate typealias ChartStyleEnvironmentKey = Seed000.ChartStyleEnvironmentKey

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
    let chart: Seed000.BarChartView

    var body: some View {
        let style = chart.chartStyle
        Text("axis=\(style.showAxis) labels=\(style.labelCount.map(String.init) ?? "all") height=\(Int(style.barMinHeight))")
    }
}

@MainActor
@Suite struct Seed000Tests {
    @Test func sharedChartStyleReachesEveryChartInTheStack() {
        let chart = Seed000.BarChartView(dataPoints: [])
        let tree = HStack {
            ChartStyleProbe(chart: chart)
            ChartStyleProbe(chart: chart)
        }
        .chartStyle(ChartStyle(showAxis: false, labelCount: 3))
        .resolved()
        #expect(tree.root.texts.map(\.string) == ["axis=false labels=3 height=100", "axis=false labels=3 height=100"])
    }

    @Test func chartWithoutAStyleReadsTheKeysDefault() {
        let tree = ChartStyleProbe(chart: Seed000.BarChartView(dataPoints: [])).resolved()
        #expect(tree.root.texts.map(\.string) == ["axis=true labels=all height=100"])
    }

    @Test func seedsChartUsageResolvesToAnEmptyRow() {
        // The article's BarChartView only has comments where the bars would be.
        let tree = Seed000.Usage().resolved()
        #expect(tree.root.kind == .stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: 8)))
        #expect(tree.root.children.isEmpty)
    }

    @Test func listStyleAtTheAppRootReachesTheList() {
        let tree = Seed000.Basics.MyApp().resolved()
        guard case .list(let style) = tree.root.kind else {
            Issue.record("expected a list at the root, got \(tree.dump())")
            return
        }
        #expect(style.kind == .insetGrouped)
    }

    @Test func fillButtonStyleAtTheAppRootStylesTheListsButton() throws {
        let tree = Seed000.SharedButtonStyle.MyApp().resolved()
        let button = try #require(tree.root.buttons.first)
        // clip(rounded 8) > background > (padding 16 > white label, accent fill)
        #expect(button.children.first?.kind == .clip(.roundedRectangle(cornerRadius: 8, style: .continuous)))
        #expect(button.text("Water the plants")?.color.text == "#FFFFFF")
        #expect(button.backgroundFill(behind: "Water the plants")?.text == "#007AFF")  // the system blue tint
    }

    @Test func parameterVersionsOfTheChartResolve() {
        #expect(Seed000.ViewParameters.Usage().resolved().root.children.isEmpty)
        #expect(Seed000.StyleParameter.Usage().resolved().root.children.isEmpty)
    }
}
