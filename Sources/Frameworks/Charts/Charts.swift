// `import Charts` on Linux: charts, marks, plottable values, axes, scales and legends as Swift
// Charts spells them, so chart code compiles unchanged and draws as iOS draws it: the chart's
// plan (scales, outlines, labels) is made from the data when the view resolves, and the engine
// lays out its plot, labels and legend like any other views. Depended on only on Linux, like
// the SwiftUI product.
@_exported import Foundation
@_exported import Trellis
