import Trellis

struct ColorSwatchView: View {
    let color: PaletteColor
    var isSelected = false
    @State private var isHovering = false

    var body: some View {
        VStack(spacing: 0) {
            Rectangle()
                .fill(color.swiftUIColor)
                .frame(height: 96)
                .overlay(alignment: .bottomLeading) {
                    Text(color.hex)
                        .font(.system(.caption, design: .monospaced).weight(.medium))
                        .foregroundStyle(color.luminance > 0.5 ? Color.black : Color.white)
                        .padding(6)
                        .opacity(isHovering ? 1 : 0.8)
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(color.name)
                    .font(.callout.weight(.medium))
                Text(color.rgbDescription)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(8)
            .background(.background)
        }
        .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
        .overlay(
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .strokeBorder(isSelected ? Color.accentColor : Color.primary.opacity(0.1), lineWidth: isSelected ? 2 : 1)
        )
        .shadow(color: .black.opacity(isHovering ? 0.15 : 0.05), radius: isHovering ? 6 : 2, y: 1)
        .scaleEffect(isHovering ? 1.02 : 1)
        .animation(.easeOut(duration: 0.15), value: isHovering)
        .onHover { isHovering = $0 }
        .help("Click to copy \(color.hex)")
    }
}

extension PaletteColor {
    var swiftUIColor: Color {
        Color(.sRGB, red: red, green: green, blue: blue, opacity: 1)
    }
}

#Preview {
    ColorSwatchView(color: Palette.samples[0].colors[0], isSelected: true)
        .frame(width: 140)
        .padding()
}
