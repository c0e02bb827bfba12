import Trellis

/// What a bar's color stands for, listed in the chart's legend.
struct Legend: Hashable, Sendable, Identifiable {
    let color: Color
    let label: String

    var id: String { label }
}

/// One bar: its value, the label under it, and its legend.
struct DataPoint: Hashable, Sendable, Identifiable {
    let value: Double
    let label: String
    let legend: Legend

    var id: String { label }
}
