import Foundation
import Trellis

/// Swift Charts' look where the app sets nothing. The palette's order is an observation of iOS
/// 18.3 published with the code that reproduces it (symbols likewise: circle, square, triangle,
/// diamond, pentagon); the sizes, the dashed grid and the label font are estimates until measured
/// against reference pictures.
enum ChartLook {
    /// The category colours in the order Swift Charts gives series: blue, green, orange, purple,
    /// red, cyan, yellow, then again.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    /// The colours a number (`foregroundStyle(by:)` with a numeric value) runs through where the
    /// app gives no gradient: a pale blue to the palette's blue. An estimate, like the sizes below.
    static let continuousGradient = Gradient(colors: [Color.blue.mix(with: .white, by: 0.8), .blue])
    /// The gradient bar a continuous colour scale's legend draws, between its domain's ends.
    static let gradientLegendSize = CGSize(width: 96, height: 8)
    /// A bar's share of its band, so neighbours have a gap.
    static let barBandRatio: CGFloat = 0.6
    static let lineWidth: CGFloat = 2
    static let ruleWidth: CGFloat = 1
    /// A point symbol's area in square points.
    static let symbolArea: CGFloat = 30
    /// The areas `symbolSize(by:)` spreads its values over, smallest to largest.
    static let symbolAreaRange: ClosedRange<CGFloat> = 20...200
    /// The dash patterns `lineStyle(by:)` gives series in turn: solid, dashed, dotted, dash-dot.
    static let dashPatterns: [[CGFloat]] = [[], [6, 3], [2, 3], [6, 3, 2, 3]]
    static let gridStroke = StrokeStyle(lineWidth: 0.5, dash: [2, 2])
    static let gridColor = Color.gray.opacity(0.5)
    static let labelFont = Font.caption2
    static let labelSpacing: CGFloat = 4
    /// The least gap between two axis labels before one gives way.
    static let labelMinimumSpacing: CGFloat = 4
    /// An `AxisTick`'s length outside the plot, where the app doesn't give one.
    static let tickLength: CGFloat = 4
    static let legendSpacing: CGFloat = 8
    static let annotationSpacing: CGFloat = 4
    /// The size a chart takes along an axis it is offered no length on.
    static let idealSize = CGSize(width: 300, height: 200)

    static func symbolDiameter(area: CGFloat) -> CGFloat { (area * 4 / .pi).squareRoot() }
}
