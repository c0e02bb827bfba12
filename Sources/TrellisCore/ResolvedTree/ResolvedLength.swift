/// The numbers a resolved tree may hold, and how any `CGFloat` a user writes is brought into them.
///
/// A tree is plain data that later stages compare, hash and write out, so it must hold no number
/// they cannot handle: a NaN is unequal to itself (a destination holding one could never be found
/// again), and a length of 1e300 has no CSS spelling. The rules, applied where each resolved value
/// is made:
///
/// - NaN reads as 0, except a frame's optional dimensions, which NaN leaves unset.
/// - Lengths are clamped to ±`limit` (1,000,000 points, some 2,500 phone screens): padding and
///   stack spacing may be negative, as in SwiftUI; sizes (frame dimensions, spacer lengths,
///   stroke widths, corner radii, font sizes) are at least 0; a font size below 1/100 point is 0.
/// - A flexible frame's maximum keeps `.infinity`, SwiftUI's "as much as offered"; nothing else
///   holds an infinity.
/// - Opacity is clamped to 0…1; a layout priority, which only orders children, to ±`limit`.
public enum ResolvedLength {
    /// The largest magnitude of any length in a resolved tree, in points.
    public static let limit: CGFloat = 1_000_000

    /// A size: 0…`limit`, NaN as 0.
    package static func size(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), limit)
    }

    /// The smallest font size drawn, in points; a smaller one is 0 (a text that draws nothing).
    /// Text is shaped in integer design units, and letter-spacing and a run's size are scaled by
    /// the font's size into them: 1,000 points of spacing at this size is 2e8 units a character,
    /// where at 1e-300 points it was past any integer.
    public static let smallestFontSize: CGFloat = 0.01

    /// A font size: a size, 0 below `smallestFontSize`.
    static func fontSize(_ value: CGFloat) -> CGFloat {
        let size = size(value)
        return size < smallestFontSize ? 0 : size
    }

    /// A frame dimension: a size, or unset for nil and NaN.
    package static func size(_ value: CGFloat?) -> CGFloat? {
        guard let value, !value.isNaN else { return nil }
        return size(value)
    }

    /// A flexible frame's maximum: a size, or `.infinity`.
    package static func maximum(_ value: CGFloat?) -> CGFloat? {
        guard let value, !value.isNaN else { return nil }
        return value == .infinity ? value : size(value)
    }

    /// A signed length (padding, spacing): ±`limit`, NaN as 0.
    package static func offset(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, -limit), limit)
    }

    package static func insets(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: offset(insets.top), leading: offset(insets.leading),
            bottom: offset(insets.bottom), trailing: offset(insets.trailing))
    }

    /// Opacity: 0…1, NaN as 0 (as a color's components).
    package static func fraction(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    package static func priority(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -Double(limit)), Double(limit))
    }
}

extension ShapeKind {
    /// The shape with its corner radius in range.
    package var normalized: ShapeKind {
        guard case .roundedRectangle(let radius, let style) = self else { return self }
        return .roundedRectangle(cornerRadius: ResolvedLength.size(radius), style: style)
    }
}

extension ResolvedNode.Kind {
    /// The kind with the numbers it carries itself in range; the payload structs normalize their
    /// own in their initializers. An unchanged kind is returned as it is: a kind is boxed, and
    /// rebuilding it would allocate once more per node.
    package var normalized: ResolvedNode.Kind {
        switch self {
        case .spacer(let minLength):
            let value = ResolvedLength.size(minLength)
            return value == minLength ? self : .spacer(minLength: value)
        case .divider(let color, let thickness):
            let value = ResolvedLength.size(thickness)
            return value == thickness ? self : .divider(color: color, thickness: value)
        case .padding(let insets):
            let value = ResolvedLength.insets(insets)
            return value == insets ? self : .padding(value)
        case .clip(let shape):
            let value = shape.normalized
            return value == shape ? self : .clip(value)
        case .opacity(let opacity):
            let value = ResolvedLength.fraction(opacity)
            return value == opacity ? self : .opacity(value)
        case .text, .image, .shape, .color, .stack, .fixedFrame, .flexibleFrame, .background, .overlay,
             .button, .navigationLink, .link, .navigationStack, .list, .listSection, .listHeader, .listFooter, .listRow,
             .segmentedPicker, .segment, .tagged, .fixedSize, .navigationBar, .backButton, .barSlot,
             .scroll, .lazyGrid, .grid, .gridRow, .geometryReader, .viewThatFits, .accessibility, .proportionalWidth, .effect, .stateLink, .canvas, .alignmentGuide, .customLayout, .layoutValues, .anchorSource:
            return self
        case .aspectRatio(let ratio, let mode):
            return .aspectRatio(ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }, contentMode: mode)
        case .gridCell(let columns):
            return columns >= 1 ? self : .gridCell(columns: 1)
        }
    }
}
