// `import Charts` on Linux: charts, marks, plottable values, axes, scales and legends as Swift
// Charts spells them, so chart code compiles unchanged. A chart is drawn as the framework
// placeholder titled "Chart" until Trellis draws its marks; the marks and their encodings are
// kept (`_ChartMark`) for that. Depended on only on Linux, like the SwiftUI product.
@_exported import Foundation
@_exported import Trellis
