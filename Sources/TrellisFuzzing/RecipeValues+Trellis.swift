import Trellis

// Each value recipe as the Trellis value it stands for.

extension ColorRecipe {
    public static let semanticNames = [
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "label", "secondaryLabel", "tertiaryLabel", "separator",
        "systemFill", "tertiarySystemFill", "systemGray6",
    ]

    var color: Color {
        switch self {
        case .named(let name): Self.staticColor(name)
        case .rgb(let red, let green, let blue, let opacity): Color(red: red, green: green, blue: blue, opacity: opacity)
        case .white(let white): Color(white: white)
        case .semantic(let name): Color(Self.semanticColor(name))
        case .opacity(let base, let opacity): base.color.opacity(opacity)
        }
    }

    private static func staticColor(_ name: String) -> Color {
        switch name {
        case "red": .red
        case "orange": .orange
        case "yellow": .yellow
        case "green": .green
        case "mint": .mint
        case "teal": .teal
        case "cyan": .cyan
        case "blue": .blue
        case "indigo": .indigo
        case "purple": .purple
        case "pink": .pink
        case "brown": .brown
        case "gray": .gray
        case "black": .black
        case "white": .white
        case "clear": .clear
        case "primary": .primary
        case "secondary": .secondary
        case "accentColor": .accentColor
        default: preconditionFailure("no static color '\(name)'")
        }
    }

    private static func semanticColor(_ name: String) -> SemanticColor {
        switch name {
        case "systemBackground": .systemBackground
        case "secondarySystemBackground": .secondarySystemBackground
        case "tertiarySystemBackground": .tertiarySystemBackground
        case "systemGroupedBackground": .systemGroupedBackground
        case "secondarySystemGroupedBackground": .secondarySystemGroupedBackground
        case "label": .label
        case "secondaryLabel": .secondaryLabel
        case "tertiaryLabel": .tertiaryLabel
        case "separator": .separator
        case "systemFill": .systemFill
        case "tertiarySystemFill": .tertiarySystemFill
        case "systemGray6": .systemGray6
        default: preconditionFailure("no semantic color '\(name)'")
        }
    }
}

extension StyleRecipe {
    var style: AnyShapeStyle {
        switch self {
        case .color(let color): AnyShapeStyle(color.color)
        case .hierarchical(0): AnyShapeStyle(HierarchicalShapeStyle.primary)
        case .hierarchical(1): AnyShapeStyle(HierarchicalShapeStyle.secondary)
        case .hierarchical(2): AnyShapeStyle(HierarchicalShapeStyle.tertiary)
        case .hierarchical: AnyShapeStyle(HierarchicalShapeStyle.quaternary)
        case .tint: AnyShapeStyle(TintShapeStyle())
        case .gradient(let gradient): gradient.style
        }
    }

    static let hierarchicalNames = ["primary", "secondary", "tertiary", "quaternary"]
}

extension FontRecipe {
    var font: Font {
        switch self {
        case .textStyle(let style): Font.system(style)
        case .system(let style, let design, let weight): Font.system(style, design: design?.design, weight: weight?.weight)
        case .size(let size, let weight, let design): Font.system(size: CGFloat(size), weight: weight?.weight, design: design?.design)
        case .bold(let base): base.font.bold()
        case .italic(let base): base.font.italic()
        case .weight(let base, let weight): base.font.weight(weight.weight)
        }
    }
}

extension DesignRecipe {
    var design: Font.Design {
        switch self {
        case .default: .default
        case .serif: .serif
        case .rounded: .rounded
        case .monospaced: .monospaced
        }
    }
}

extension WeightRecipe {
    var weight: Font.Weight {
        switch self {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
}

extension AlignmentRecipe {
    var alignment: Alignment { Alignment(horizontal: horizontalAlignment, vertical: verticalAlignment) }

    var horizontalAlignment: HorizontalAlignment {
        switch horizontal {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }

    var verticalAlignment: VerticalAlignment {
        switch vertical {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        case .firstTextBaseline: .firstTextBaseline
        case .lastTextBaseline: .lastTextBaseline
        case .fuzzThird: .fuzzThird
        }
    }

    /// The Swift name of the two-dimensional alignment, when it has one.
    var name: String? {
        switch (horizontal, vertical) {
        case (.center, .center): "center"
        case (.leading, .center): "leading"
        case (.trailing, .center): "trailing"
        case (.center, .top): "top"
        case (.center, .bottom): "bottom"
        case (.leading, .top): "topLeading"
        case (.trailing, .top): "topTrailing"
        case (.leading, .bottom): "bottomLeading"
        case (.trailing, .bottom): "bottomTrailing"
        case (.leading, .firstTextBaseline): "leadingFirstTextBaseline"
        case (.center, .firstTextBaseline): "centerFirstTextBaseline"
        case (.trailing, .firstTextBaseline): "trailingFirstTextBaseline"
        case (.leading, .lastTextBaseline): "leadingLastTextBaseline"
        case (.center, .lastTextBaseline): "centerLastTextBaseline"
        case (.trailing, .lastTextBaseline): "trailingLastTextBaseline"
        default: nil
        }
    }
}

extension EdgesRecipe {
    var edges: Edge.Set {
        switch self {
        case .all: .all
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .top: .top
        case .leading: .leading
        case .bottom: .bottom
        case .trailing: .trailing
        }
    }
}

extension ThemeRecipe {
    public var theme: Theme {
        switch self {
        case .marigold: .marigold
        case .sunflower: .sunflower
        case .brinjal: .brinjal
        }
    }
}
