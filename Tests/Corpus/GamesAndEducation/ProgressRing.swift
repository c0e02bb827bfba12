import Trellis

struct ProgressRing: View {
    var progress: Double
    var lineWidth: CGFloat = 12
    var gradient = Gradient(colors: [.green, .mint])

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    AngularGradient(gradient: gradient, center: .center, startAngle: .degrees(0), endAngle: .degrees(360 * progress)),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
                .animation(.easeOut(duration: 0.8), value: progress)
        }
    }
}

struct RingStat<Label: View>: View {
    let progress: Double
    @ViewBuilder var label: () -> Label

    var body: some View {
        ZStack {
            ProgressRing(progress: progress, lineWidth: 10)
            label()
        }
        .frame(width: 110, height: 110)
    }
}

#Preview {
    RingStat(progress: 0.7) {
        VStack {
            Text("35").font(.title.bold())
            Text("of 50 XP").font(.caption).foregroundStyle(.secondary)
        }
    }
    .padding()
}
