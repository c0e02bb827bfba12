import Trellis

/// Shows what the current theme changes: title and subtitle text, and the theme's colors.
struct StyleUpdateDemoView: View {
    @Environment(\.theme) private var theme

    var body: some View {
        VStack(spacing: theme.spacing.medium) {
            Text("Title")
                .font(theme.fonts.title)
                .foregroundStyle(theme.colors.text)
            Text("Subtitle")
                .font(theme.fonts.body)
                .foregroundStyle(theme.colors.subText)

            HStack(spacing: theme.spacing.small) {
                Swatch(name: "Text", color: theme.colors.text)
                Swatch(name: "Subtext", color: theme.colors.subText)
                Swatch(name: "Tint", color: theme.colors.tint)
                Swatch(name: "Primary", color: theme.colors.primary)
            }
        }
        .padding(theme.spacing.margin)
        .background(theme.colors.background)
        .navigationTitle(theme.name)
    }
}

/// A named color chip.
private struct Swatch: View {
    let name: String
    let color: Color

    var body: some View {
        VStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 6)
                .fill(color)
                .frame(width: 44, height: 44)
            Text(name)
                .font(.caption2)
        }
    }
}
