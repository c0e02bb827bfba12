import Trellis

extension Color {
    init(hex: String) {
        let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&int)
        let a, r, g, b: UInt64
        switch hex.count {
        case 3:
            (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
        case 6:
            (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
        case 8:
            (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
        default:
            (a, r, g, b) = (255, 0, 0, 0)
        }
        self.init(.sRGB,
                  red: Double(r) / 255,
                  green: Double(g) / 255,
                  blue: Double(b) / 255,
                  opacity: Double(a) / 255)
    }
}

extension View {
    func eraseToAnyView() -> AnyView {
        AnyView(self)
    }

    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }

    func placeholder<Content: View>(
        when shouldShow: Bool,
        alignment: Alignment = .leading,
        @ViewBuilder placeholder: () -> Content) -> some View {
        ZStack(alignment: alignment) {
            placeholder().opacity(shouldShow ? 1 : 0)
            self
        }
    }

    func cardStyle() -> some View {
        self.modifier(CardModifier())
    }
}

struct CardModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(Color(hex: "#F2F2F7"))
            .cornerRadius(12)
            .shadow(color: Color.black.opacity(0.1), radius: 5, x: 0, y: 2)
    }
}

struct EmptyStateView: View {
    let title: String
    let systemImage: String
    var message: String? = nil

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: systemImage)
                .font(.system(size: 50, weight: .light))
                .foregroundColor(.secondary)
            Text(title)
                .font(.title3)
                .fontWeight(.semibold)
            message.map {
                Text($0)
                    .font(.body)
                    .foregroundColor(.secondary)
                    .multilineTextAlignment(.center)
            }
        }
        .padding()
    }
}

struct StatusBadge: View {
    let isOnline: Bool

    var body: some View {
        content.eraseToAnyView()
    }

    private var content: some View {
        if isOnline {
            return AnyView(
                Label("Online", systemImage: "circle.fill")
                    .foregroundColor(.green)
            )
        } else {
            return AnyView(
                Text("Offline")
                    .foregroundColor(.gray)
            )
        }
    }
}

struct ExtensionsDemo: View {
    @State private var name = ""

    var body: some View {
        VStack(spacing: 16) {
            TextField("", text: $name)
                .placeholder(when: name.isEmpty) {
                    Text("Your name").foregroundColor(.gray)
                }
                .padding()
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color(hex: "C7C7CC"), lineWidth: 1))
            Text("Cards are padded and shadowed")
                .cardStyle()
            StatusBadge(isOnline: true)
                .if(true) { $0.font(.headline) }
            StatusBadge(isOnline: false)
            EmptyStateView(title: "No Favorites", systemImage: "heart.slash", message: "Tap the heart on a movie to save it here.")
        }
        .padding()
    }
}

struct ExtensionsDemo_Previews: PreviewProvider {
    static var previews: some View {
        ExtensionsDemo()
    }
}
