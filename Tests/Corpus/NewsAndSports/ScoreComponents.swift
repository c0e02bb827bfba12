import Trellis

extension Color {
    init(hex: String) {
        let cleaned = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var value: UInt64 = 0
        Scanner(string: cleaned).scanHexInt64(&value)
        let r = Double((value >> 16) & 0xFF) / 255
        let g = Double((value >> 8) & 0xFF) / 255
        let b = Double(value & 0xFF) / 255
        self.init(.sRGB, red: r, green: g, blue: b, opacity: 1)
    }
}

struct TeamLogo: View {
    let team: Team
    var size: CGFloat = 36

    var body: some View {
        Circle()
            .fill(Color(hex: team.colorHex).gradient)
            .frame(width: size, height: size)
            .overlay {
                Text(team.shortName.prefix(1))
                    .font(.system(size: size * 0.45, weight: .black, design: .rounded))
                    .foregroundStyle(.white)
            }
            .overlay(Circle().strokeBorder(.white.opacity(0.6), lineWidth: 1.5))
            .accessibilityHidden(true)
    }
}

#Preview {
    HStack {
        TeamLogo(team: .harbor)
        TeamLogo(team: .northgate, size: 56)
    }
}

struct LiveIndicator: View {
    @State private var isPulsing = false

    var body: some View {
        HStack(spacing: 4) {
            ZStack {
                Circle()
                    .fill(Color.red.opacity(0.4))
                    .frame(width: 12, height: 12)
                    .scaleEffect(isPulsing ? 1.6 : 1)
                    .opacity(isPulsing ? 0 : 1)
                Circle()
                    .fill(Color.red)
                    .frame(width: 8, height: 8)
            }
            Text("LIVE")
                .font(.caption2.weight(.heavy))
                .foregroundColor(.red)
        }
        .onAppear {
            withAnimation(.easeOut(duration: 1.2).repeatForever(autoreverses: false)) {
                isPulsing = true
            }
        }
        .accessibilityLabel("Live")
    }
}

#Preview {
    LiveIndicator()
        .padding()
}
