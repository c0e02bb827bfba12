import Trellis

struct ActivityRing: View {
    var progress: Double
    var color: Color
    var lineWidth: CGFloat = 18

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.22), lineWidth: lineWidth)

            Circle()
                .trim(from: 0, to: min(progress, 1))
                .stroke(
                    AngularGradient(
                        gradient: Gradient(colors: [color.opacity(0.75), color]),
                        center: .center,
                        startAngle: .degrees(0),
                        endAngle: .degrees(360 * min(progress, 1))
                    ),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
                .animation(.easeOut(duration: 1.2), value: progress)

            // Overlap past 100% is drawn as a second lap, like the Fitness app.
            if progress > 1 {
                Circle()
                    .trim(from: 0, to: progress - 1)
                    .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .shadow(color: .black.opacity(0.3), radius: 2)
            }
        }
    }
}

struct ActivityRingsView: View {
    let summary: ActivitySummary
    var size: CGFloat = 220

    private var lineWidth: CGFloat { size * 0.09 }

    var body: some View {
        ZStack {
            ActivityRing(progress: summary.moveProgress, color: .moveRing, lineWidth: lineWidth)
                .frame(width: size, height: size)
            ActivityRing(progress: summary.exerciseProgress, color: .exerciseRing, lineWidth: lineWidth)
                .frame(width: size - lineWidth * 2.2, height: size - lineWidth * 2.2)
            ActivityRing(progress: summary.standProgress, color: .standRing, lineWidth: lineWidth)
                .frame(width: size - lineWidth * 4.4, height: size - lineWidth * 4.4)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Move \(Int(summary.moveProgress * 100)) percent")
    }
}

struct ActivityRingView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ActivityRingsView(summary: .today)
                .padding()
                .previewDisplayName("Rings")
            ActivityRingsView(summary: .today, size: 60)
                .padding()
                .preferredColorScheme(.dark)
                .previewDisplayName("Small, dark")
        }
        .previewLayout(.sizeThatFits)
    }
}
