extension DesignTokenFont {
    /// A typography token in a brand family: `Font.custom`, scaling with Dynamic Type as the text
    /// style of its size and weight does (34 px scales as largeTitle), else as body, SwiftUI's
    /// default for `custom(_:size:)`. A weight other than regular is asked of the family (the
    /// nearest face draws it).
    static func brandFont(_ name: String, size: CGFloat, weight: Font.Weight) -> Font {
        let style = Font.TextStyle.allCases.first { $0.metrics.size == size && $0.metrics.weight == weight }
            ?? Font.TextStyle.allCases.first { $0.metrics.size == size }
        let font = style.map { Font.custom(name, size: size, relativeTo: $0) } ?? .custom(name, size: size)
        return weight == .regular ? font : font.weight(weight)
    }
}
