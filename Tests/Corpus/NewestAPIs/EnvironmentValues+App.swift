import Trellis

extension EnvironmentValues {
    @Entry var accentPalette: [Color] = [.indigo, .purple]
    @Entry var cardCornerRadius: CGFloat = 20
    @Entry var isCompactCards: Bool = false
}

extension FocusedValues {
    @Entry var selectedBook: Book?
}

extension Color {
    /// Maps the palette names stored in the models to system colors.
    init(paletteName: String) {
        switch paletteName {
        case "red": self = .red
        case "orange": self = .orange
        case "yellow": self = .yellow
        case "green": self = .green
        case "mint": self = .mint
        case "teal": self = .teal
        case "cyan": self = .cyan
        case "blue": self = .blue
        case "indigo": self = .indigo
        case "purple": self = .purple
        case "pink": self = .pink
        default: self = .gray
        }
    }
}

extension View {
    /// Applies Liquid Glass on iOS 26 and falls back to a material everywhere else.
    @ViewBuilder
    func glassBackground<S: Shape>(in shape: S, tint: Color? = nil) -> some View {
        if #available(iOS 26, macOS 26, *) {
            self.glassEffect(.regular.tint(tint), in: shape)
        } else {
            self.background(.ultraThinMaterial, in: shape)
        }
    }

    func cardStyle() -> some View {
        modifier(CardStyle())
    }
}

struct CardStyle: ViewModifier {
    @Environment(\.cardCornerRadius) private var radius
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        content
            .padding()
            .background(.background.secondary, in: .rect(cornerRadius: radius))
            .shadow(color: .black.opacity(colorScheme == .dark ? 0 : 0.08), radius: 8, y: 4)
    }
}
