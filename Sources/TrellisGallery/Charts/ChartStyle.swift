import Trellis

/// How a bar chart presents its data, shared through the environment as the seed does, so one
/// `.chartStyle(_:)` on a container styles every chart inside it.
struct ChartStyle: Hashable, Sendable {
    /// The height of the bar area; the tallest bar reaches it.
    let barMinHeight: CGFloat
    let showAxis: Bool
    let axisLeadingPadding: CGFloat
    let showLabels: Bool
    /// How many bar labels to show, spread evenly; nil shows every label.
    let labelCount: Int?
    let showLegends: Bool

    init(
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

private struct ChartStyleKey: EnvironmentKey {
    static let defaultValue = ChartStyle()
}

extension EnvironmentValues {
    var chartStyle: ChartStyle {
        get { self[ChartStyleKey.self] }
        set { self[ChartStyleKey.self] = newValue }
    }
}

extension View {
    func chartStyle(_ style: ChartStyle) -> some View {
        environment(\.chartStyle, style)
    }
}
