import Trellis

struct ShakeEffect: GeometryEffect {
    var amount: CGFloat = 8
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

struct WalletCardView: View {
    var cardholder = "MAYA CHEN"
    var last4 = "4242"
    @State private var isFlipped = false
    @State private var attempts = 0

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(
                    LinearGradient(
                        colors: [Color(red: 0.1, green: 0.1, blue: 0.2), Color(red: 0.3, green: 0.2, blue: 0.5)],
                        startPoint: .topLeading,
                        endPoint: .bottomTrailing
                    )
                )
                .overlay {
                    RoundedRectangle(cornerRadius: 20, style: .continuous)
                        .stroke(
                            LinearGradient(colors: [.white.opacity(0.4), .clear], startPoint: .topLeading, endPoint: .bottomTrailing),
                            lineWidth: 1
                        )
                }
                .overlay(alignment: .topTrailing) {
                    Circle()
                        .fill(RadialGradient(colors: [.pink.opacity(0.6), .clear], center: .center, startRadius: 0, endRadius: 120))
                        .frame(width: 240, height: 240)
                        .offset(x: 80, y: -80)
                        .blur(radius: 20)
                }
                .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))

            VStack(alignment: .leading) {
                HStack {
                    Image(systemName: "wave.3.right")
                        .font(.title3)
                    Spacer()
                    Text("VISA")
                        .font(.title2.weight(.black).italic())
                }
                Spacer()
                Text("•••• •••• •••• \(last4)")
                    .font(.system(size: 22, weight: .semibold, design: .monospaced))
                    .kerning(2)
                Spacer()
                HStack {
                    VStack(alignment: .leading, spacing: 2) {
                        Text("CARDHOLDER")
                            .font(.caption2)
                            .opacity(0.6)
                        Text(cardholder)
                            .font(.subheadline.weight(.semibold))
                    }
                    Spacer()
                    VStack(alignment: .trailing, spacing: 2) {
                        Text("EXPIRES").font(.caption2).opacity(0.6)
                        Text("09/28").font(.subheadline.weight(.semibold)).monospacedDigit()
                    }
                }
            }
            .padding(24)
            .foregroundStyle(.white)
        }
        .frame(height: 210)
        .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .modifier(ShakeEffect(animatableData: CGFloat(attempts)))
        .shadow(color: .purple.opacity(0.3), radius: 20, x: 0, y: 12)
        .onTapGesture {
            withAnimation(.spring(duration: 0.6)) { isFlipped.toggle() }
        }
        .padding()
    }
}

#Preview {
    WalletCardView()
}
