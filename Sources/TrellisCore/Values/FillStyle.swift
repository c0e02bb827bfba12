/// How a path's inside is decided when it is filled or clipped to: Canvas fills and clips, a
/// shape's `fill(_:style:)` and `clipShape(_:style:)` all honor the even-odd rule. Built-in
/// shapes never cross themselves, so only outlines (`Path`, custom shapes) can tell the rules apart.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside, rather than the non-zero rule.
    public var isEOFilled: Bool
    /// Whether edges are antialiased; both outputs always antialias.
    public var isAntialiased: Bool
    /// Creates a fill style; by default the non-zero rule, antialiased.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
