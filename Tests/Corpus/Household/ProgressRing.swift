import Trellis

struct ProgressRing: View {
    var progress: Double
    var lineWidth: CGFloat = 12
    var gradient: [Color] = [.green, .mint]

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.secondary.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    AngularGradient(gradient: Gradient(colors: gradient), center: .center),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
                .animation(.easeOut(duration: 0.6), value: progress)
        }
    }
}

struct ProgressRing_Previews: PreviewProvider {
    static var previews: some View {
        ProgressRing(progress: 0.65)
            .frame(width: 120, height: 120)
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
