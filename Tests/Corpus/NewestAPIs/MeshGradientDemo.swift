import Trellis

struct MeshGradientDemo: View {
    @State private var isAnimating = false
    @State private var smooth = true

    var body: some View {
        VStack(spacing: 20) {
            MeshGradient(
                width: 3,
                height: 3,
                points: [
                    SIMD2<Float>(0.0, 0.0), SIMD2<Float>(0.5, 0.0), SIMD2<Float>(1.0, 0.0),
                    SIMD2<Float>(0.0, 0.5), SIMD2<Float>(isAnimating ? 0.8 : 0.3, 0.5), SIMD2<Float>(1.0, 0.5),
                    SIMD2<Float>(0.0, 1.0), SIMD2<Float>(0.5, 1.0), SIMD2<Float>(1.0, 1.0),
                ],
                colors: [
                    .purple, .indigo, .blue,
                    .pink, .white, .cyan,
                    .orange, .yellow, .mint,
                ],
                smoothsColors: smooth
            )
            .clipShape(.rect(cornerRadius: 32))
            .frame(height: 360)
            .overlay {
                Text("Mesh")
                    .font(.system(size: 64, weight: .black, design: .rounded))
                    .foregroundStyle(.white)
                    .blendMode(.overlay)
            }
            .onAppear {
                withAnimation(.easeInOut(duration: 3).repeatForever(autoreverses: true)) {
                    isAnimating.toggle()
                }
            }

            Toggle("Smooth colors", isOn: $smooth)

            HStack(spacing: 12) {
                ForEach(0..<3) { index in
                    MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .orange, .purple, Color(hue: Double(index) / 3, saturation: 0.8, brightness: 0.9)])
                        .frame(height: 80)
                        .clipShape(.rect(cornerRadius: 16))
                }
            }
        }
        .padding()
    }
}

#Preview {
    MeshGradientDemo()
}
