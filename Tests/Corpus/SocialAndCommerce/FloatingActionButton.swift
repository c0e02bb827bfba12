import Trellis

struct FloatingActionButton: View {
    let systemImage: String
    var action: () -> Void
    @State private var isPressed = false

    var body: some View {
        Button(action: action) {
            Image(systemName: systemImage)
                .font(.title2.weight(.semibold))
                .foregroundStyle(.white)
                .frame(width: 58, height: 58)
                .background(Color.accentColor.gradient, in: Circle())
                .shadow(color: Color.accentColor.opacity(0.4), radius: 10, x: 0, y: 6)
        }
        .buttonStyle(ScaleButtonStyle())
        .accessibilityLabel("New post")
    }
}

struct ScaleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.92 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

struct ExpandableFAB: View {
    @State private var isExpanded = false

    private let items: [(icon: String, color: Color)] = [
        ("camera.fill", .pink), ("photo.fill", .green), ("text.alignleft", .orange),
    ]

    var body: some View {
        VStack(alignment: .trailing, spacing: 14) {
            if isExpanded {
                ForEach(items, id: \.icon) { item in
                    Image(systemName: item.icon)
                        .foregroundStyle(.white)
                        .frame(width: 44, height: 44)
                        .background(item.color, in: Circle())
                        .shadow(radius: 4)
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                }
            }
            Button {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
                    isExpanded.toggle()
                }
            } label: {
                Image(systemName: "plus")
                    .font(.title.weight(.medium))
                    .rotationEffect(.degrees(isExpanded ? 45 : 0))
                    .foregroundStyle(.white)
                    .frame(width: 60, height: 60)
                    .background(
                        Circle()
                            .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                    )
                    .shadow(color: .purple.opacity(0.35), radius: 12, y: 6)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
        .padding(24)
    }
}

#Preview {
    ExpandableFAB()
}
