import Trellis

struct CardBackground: ViewModifier {
    var padding: CGFloat = 16
    var cornerRadius: CGFloat = 16

    func body(content: Content) -> some View {
        content
            .padding(padding)
            .background(.background, in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
            .shadow(color: .black.opacity(0.06), radius: 8, x: 0, y: 2)
    }
}

struct SectionHeaderStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.title3.weight(.bold))
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal)
            .padding(.top, 8)
    }
}

extension View {
    func cardBackground(padding: CGFloat = 16) -> some View {
        modifier(CardBackground(padding: padding))
    }

    func sectionHeader() -> some View {
        modifier(SectionHeaderStyle())
    }

    @ViewBuilder
    func `if`<Transform: View>(_ condition: Bool, transform: (Self) -> Transform) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }

    func hidden(_ isHidden: Bool) -> some View {
        opacity(isHidden ? 0 : 1)
    }

    func eraseToAnyView() -> AnyView {
        AnyView(self)
    }

    func roundedBorder(_ color: Color, width: CGFloat = 1, cornerRadius: CGFloat = 8) -> some View {
        overlay(
            RoundedRectangle(cornerRadius: cornerRadius)
                .stroke(color, lineWidth: width)
        )
    }

    func frame(size: CGFloat) -> some View {
        frame(width: size, height: size)
    }
}

extension Color {
    init(hex: UInt, alpha: Double = 1) {
        self.init(
            .sRGB,
            red: Double((hex >> 16) & 0xff) / 255,
            green: Double((hex >> 08) & 0xff) / 255,
            blue: Double((hex >> 00) & 0xff) / 255,
            opacity: alpha
        )
    }

    init?(hexString: String) {
        var string = hexString.trimmingCharacters(in: .whitespacesAndNewlines)
        if string.hasPrefix("#") { string.removeFirst() }
        guard string.count == 6, let value = UInt(string, radix: 16) else { return nil }
        self.init(hex: value)
    }

    static let brandPrimary = Color(hex: 0x5B4BDB)
    static let brandBackground = Color(hue: 0.7, saturation: 0.05, brightness: 0.98)
}

extension Font {
    static let brandTitle = Font.system(size: 28, weight: .heavy, design: .rounded)
    static func brandBody(_ size: CGFloat = 16) -> Font {
        .system(size: size, weight: .regular, design: .default)
    }
}

struct ExtensionsShowcase: View {
    @State private var isPremium = true

    var body: some View {
        VStack(spacing: 16) {
            Text("For you")
                .sectionHeader()
            Text("Handpicked just for you")
                .font(.brandBody())
                .cardBackground()
                .if(isPremium) { view in
                    view.roundedBorder(.brandPrimary, width: 2, cornerRadius: 16)
                }
            Text("Premium")
                .font(.brandTitle)
                .foregroundStyle(Color.brandPrimary)
                .hidden(!isPremium)
            Circle()
                .fill(Color(hexString: "#FF6B6B") ?? .red)
                .frame(size: 40)
            Text("Erased").eraseToAnyView()
        }
        .padding()
        .background(Color.brandBackground)
    }
}

#Preview {
    ExtensionsShowcase()
}
