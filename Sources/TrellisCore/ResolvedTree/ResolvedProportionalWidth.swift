/// A fraction of the width a node is offered, for controls that draw a value along their length
/// (a slider's thumb, a progress bar's fill): SwiftUI draws these from the size they get, which
/// no frame or stack can express.
///
/// The node takes the width it is offered (its child's ideal width when offered none) and its
/// child's height. Its child is offered `minimum + fraction × (width − minimum)` and placed at
/// its leading edge.
public struct ResolvedProportionalWidth: Hashable, Sendable {
    /// The share of the scaling width the child gets, 0…1 (NaN as 0).
    public var fraction: Double
    /// The part of the child's width that does not scale: a slider's thumb, which rides the track
    /// from one end to the other.
    public var minimum: CGFloat

    /// Creates a proportional width; `fraction` is clamped to 0…1 and `minimum` to 0…``ResolvedLength/limit``.
    public init(fraction: Double, minimum: CGFloat = 0) {
        self.fraction = ResolvedLength.fraction(fraction)
        self.minimum = ResolvedLength.size(minimum)
    }

    /// The child's width when the node is `width` wide.
    public func childWidth(in width: CGFloat) -> CGFloat {
        let minimum = Swift.min(self.minimum, width)
        return minimum + CGFloat(fraction) * (width - minimum)
    }
}

extension ResolvedProportionalWidth {
    package var dumpText: String {
        "fraction=" + NumberFormatting.string(fraction) + (minimum == 0 ? "" : " minimum=" + NumberFormatting.string(Double(minimum)))
    }
}
