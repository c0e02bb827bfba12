import Trellis

private struct CardCornerRadiusKey: EnvironmentKey {
    static let defaultValue: CGFloat = 16
}

private struct BrandThemeKey: EnvironmentKey {
    static let defaultValue = BrandTheme.standard
}

struct BrandTheme {
    var primary: Color
    var secondary: Color
    var cardBackground: Color
    var titleFont: Font

    static let standard = BrandTheme(primary: .indigo, secondary: .pink, cardBackground: Color(.secondarySystemBackground), titleFont: .system(.title2, design: .rounded).weight(.bold))
    static let holiday = BrandTheme(primary: .red, secondary: .green, cardBackground: Color(white: 0.95), titleFont: .custom("Georgia", size: 24, relativeTo: .title2))
}

extension EnvironmentValues {
    var cardCornerRadius: CGFloat {
        get { self[CardCornerRadiusKey.self] }
        set { self[CardCornerRadiusKey.self] = newValue }
    }

    var brandTheme: BrandTheme {
        get { self[BrandThemeKey.self] }
        set { self[BrandThemeKey.self] = newValue }
    }

    @Entry var isCompactFeed: Bool = false
    @Entry var highlightColor: Color = .yellow
}

extension View {
    func cardCornerRadius(_ radius: CGFloat) -> some View {
        environment(\.cardCornerRadius, radius)
    }

    func brandTheme(_ theme: BrandTheme) -> some View {
        environment(\.brandTheme, theme)
    }
}

struct ThemedCard<Content: View>: View {
    @Environment(\.cardCornerRadius) private var cornerRadius
    @Environment(\.brandTheme) private var theme
    @Environment(\.isCompactFeed) private var isCompact
    let title: String
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: isCompact ? 6 : 12) {
            Text(title)
                .font(theme.titleFont)
                .foregroundStyle(theme.primary)
            content
        }
        .padding(isCompact ? 12 : 20)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(theme.cardBackground, in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
    }
}

struct ThemedCardsView: View {
    @Environment(\.highlightColor) private var highlight

    var body: some View {
        VStack(spacing: 16) {
            ThemedCard(title: "Trending") {
                Text("Summer sneakers are back")
                    .padding(.horizontal, 4)
                    .background(highlight.opacity(0.4))
            }
            ThemedCard(title: "Holiday picks") {
                Text("Gifts under $50")
            }
            .brandTheme(.holiday)
            .cardCornerRadius(4)

            ThemedCard(title: "Compact") {
                Text("Less padding")
            }
            .environment(\.isCompactFeed, true)
        }
        .padding()
        .environment(\.highlightColor, .mint)
    }
}

#Preview {
    ThemedCardsView()
}
