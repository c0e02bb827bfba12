import Foundation

/// Which axis labels are drawn when some would overlap, as `AxisValueLabel(collisionResolution:)`
/// says. It works on the labels' extents along the axis (in points, in the axis's order), so it
/// runs in the chart's layout, once the labels are measured and the plot's length is known.
enum AxisLabelThinning {
    /// For each extent, whether its label is kept.
    static func kept(_ extents: [(start: CGFloat, end: CGFloat)], by resolution: AxisValueLabelCollisionResolution) -> [Bool] {
        func clear(_ a: Int, _ b: Int) -> Bool {
            // The gap between two extents whichever comes first: negative when they overlap.
            max(extents[a].start, extents[b].start) - min(extents[a].end, extents[b].end) >= resolution.minimumSpacing
        }
        switch resolution.rule {
        case .disabled:
            return extents.map { _ in true }
        case .greedy:
            var kept = extents.map { _ in false }
            var last: Int?
            for index in extents.indices where last.map({ clear($0, index) }) ?? true {
                kept[index] = true
                last = index
            }
            return kept
        case .stride:
            // The smallest stride at which every kept label clears the next, counted from the first.
            for stride in 1...max(extents.count, 1) {
                let indices = Array(Swift.stride(from: 0, to: extents.count, by: stride))
                if zip(indices, indices.dropFirst()).allSatisfy(clear) {
                    return extents.indices.map { $0 % stride == 0 }
                }
            }
            return extents.indices.map { $0 == 0 }
        }
    }
}
