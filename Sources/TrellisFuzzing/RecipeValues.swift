import Trellis

/// The values views and modifiers take (colors, fonts, shapes, alignments), as data that can be
/// compared, printed and turned into the Trellis value.

public indirect enum ColorRecipe: Hashable, Sendable {
    /// A static color by its Swift name: `red`, `primary`, `accentColor`, …
    case named(String)
    case rgb(red: Double, green: Double, blue: Double, opacity: Double)
    case white(Double)
    /// `Color(.secondarySystemBackground)` and the other semantic colors, by name.
    case semantic(String)
    case opacity(ColorRecipe, Double)

    public static let names = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
        "brown", "gray", "black", "white", "clear", "primary", "secondary", "accentColor",
    ]

    /// Whether the color is, or is made from, `Color.accentColor`.
    public var usesAccentColor: Bool {
        switch self {
        case .named(let name): name == "accentColor"
        case .opacity(let base, _): base.usesAccentColor
        case .rgb, .white, .semantic: false
        }
    }
}

/// What `foregroundStyle`, `fill`, `background` and friends paint with.
public enum StyleRecipe: Hashable, Sendable {
    case color(ColorRecipe)
    /// `.primary`, `.secondary`, `.tertiary` or `.quaternary`.
    case hierarchical(Int)
    case tint
    /// A gradient or a material (GradientRecipe.swift).
    case gradient(GradientRecipe)
}

public enum ShapeRecipe: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double, continuous: Bool)
    case roundedRectangleSize(width: Double, height: Double)
    case circle
    case ellipse
    case capsule(continuous: Bool)
    /// The shapes of issue 12 (RecipeDrawing.swift): outlines built for the frame.
    case uneven(topLeading: Double, bottomTrailing: Double)
    indirect case rotated(ShapeRecipe, degrees: Double)
    indirect case offset(ShapeRecipe, x: Double, y: Double)
    indirect case scaled(ShapeRecipe, Double)
    indirect case inset(ShapeRecipe, Double)
}

public enum ShapePaint: Hashable, Sendable {
    /// The shape alone: filled with the foreground style.
    case plain
    case fill(StyleRecipe?)
    case stroke(StyleRecipe?, lineWidth: Double?)
    case strokeBorder(StyleRecipe?, lineWidth: Double?)
    /// `trim(from:to:)` then `stroke(_:style:)` with round caps and a dash (RecipeDrawing.swift).
    case trimmedStroke(StyleRecipe, from: Double, to: Double, lineWidth: Double, dash: Double)
}

public enum FontRecipe: Hashable, Sendable {
    case textStyle(Font.TextStyle)
    case system(Font.TextStyle, design: DesignRecipe?, weight: WeightRecipe?)
    case size(Double, weight: WeightRecipe?, design: DesignRecipe?)
    indirect case bold(FontRecipe)
    indirect case italic(FontRecipe)
    indirect case weight(FontRecipe, WeightRecipe)
}

public enum DesignRecipe: String, Hashable, Sendable, CaseIterable {
    case `default`, serif, rounded, monospaced
}

public enum WeightRecipe: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

public struct AlignmentRecipe: Hashable, Sendable {
    public enum Horizontal: String, Hashable, Sendable, CaseIterable { case leading, center, trailing }
    public enum Vertical: String, Hashable, Sendable, CaseIterable {
        case top, center, bottom, firstTextBaseline, lastTextBaseline
        /// `FuzzThird`: an `AlignmentID` of the fuzzer's own, as apps define them.
        case fuzzThird
    }
    public var horizontal: Horizontal
    public var vertical: Vertical

    public static let center = AlignmentRecipe(horizontal: .center, vertical: .center)
}

/// The edges `.padding(_:_:)` insets.
public enum EdgesRecipe: String, Hashable, Sendable, CaseIterable {
    case all, horizontal, vertical, top, leading, bottom, trailing
}

public enum ThemeRecipe: String, Hashable, Sendable, CaseIterable {
    case marigold, sunflower, brinjal
}

public enum ButtonStyleRecipe: String, Hashable, Sendable, CaseIterable {
    case automatic, borderless, plain, bordered, borderedProminent
    /// `FuzzButtonStyle`: a style of the fuzzer's own, as users write them.
    case custom
}

public enum ListStyleRecipe: String, Hashable, Sendable, CaseIterable {
    case automatic, plain, grouped, insetGrouped, inset
}

public enum PickerStyleRecipe: String, Hashable, Sendable, CaseIterable {
    case automatic, menu, segmented, inline, wheel
}
