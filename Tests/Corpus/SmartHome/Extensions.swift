import Trellis

extension Color {
    init(hex: UInt, opacity: Double = 1) {
        self.init(
            .sRGB,
            red: Double((hex >> 16) & 0xff) / 255,
            green: Double((hex >> 8) & 0xff) / 255,
            blue: Double(hex & 0xff) / 255,
            opacity: opacity
        )
    }

    static func named(_ name: String) -> Color {
        switch name {
        case "orange": return .orange
        case "blue": return .blue
        case "purple": return .purple
        case "indigo": return .indigo
        case "pink": return .pink
        case "teal": return .teal
        default: return .accentColor
        }
    }

    /// Approximates a black-body colour for a temperature in kelvin, the way light apps tint their slider.
    static func kelvin(_ kelvin: Double) -> Color {
        let t = (kelvin - 2000) / (6500 - 2000)
        return Color(red: 1.0, green: 0.62 + 0.33 * t, blue: 0.25 + 0.75 * t)
    }
}

extension Accessory {
    var tint: Color {
        switch kind {
        case .light: return .yellow
        case .outlet, .fan: return .teal
        case .lock: return .green
        case .blinds: return .blue
        case .speaker: return .pink
        case .sensor: return .mint
        case .thermostat: return .orange
        case .camera: return .gray
        }
    }
}

extension View {
    func cardStyle(cornerRadius: CGFloat = 16) -> some View {
        self
            .padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
    }

    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

extension Double {
    var temperatureString: String {
        formatted(.number.precision(.fractionLength(0...1))) + "°"
    }
}
