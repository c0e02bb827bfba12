import Trellis

struct BreathingView: View {
    @State private var isExpanded = false
    @State private var cycle = 0
    var petalCount = 6
    var inhaleSeconds = 4.0

    var body: some View {
        VStack(spacing: 48) {
            Text(isExpanded ? "Breathe out" : "Breathe in")
                .font(.title.weight(.light))
                .foregroundStyle(.secondary)
                .animation(.easeInOut, value: isExpanded)

            ZStack {
                ForEach(0..<petalCount, id: \.self) { index in
                    Circle()
                        .fill(
                            LinearGradient(
                                colors: [.mint.opacity(0.8), .teal.opacity(0.6)],
                                startPoint: .top,
                                endPoint: .bottom
                            )
                        )
                        .frame(width: 110, height: 110)
                        .offset(x: isExpanded ? 55 : 0)
                        .rotationEffect(.degrees(Double(index) / Double(petalCount) * 360))
                        .blendMode(.plusLighter)
                }
            }
            .scaleEffect(isExpanded ? 1 : 0.35)
            .rotationEffect(.degrees(isExpanded ? 90 : 0))
            .frame(width: 260, height: 260)
            .onAppear {
                withAnimation(.easeInOut(duration: inhaleSeconds).repeatForever(autoreverses: true)) {
                    isExpanded = true
                }
            }

            Text("Cycle \(cycle + 1) of 5")
                .font(.footnote)
                .foregroundStyle(.tertiary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.black)
        .preferredColorScheme(.dark)
    }
}

struct BreathingView_Previews: PreviewProvider {
    static var previews: some View {
        BreathingView()
    }
}
