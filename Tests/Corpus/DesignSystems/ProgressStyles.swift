import Trellis

struct RingProgressViewStyle: ProgressViewStyle {
    var lineWidth: CGFloat = 10
    var color: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: fraction)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(.easeInOut, value: fraction)
            VStack(spacing: 2) {
                Text(fraction, format: .percent.precision(.fractionLength(0)))
                    .font(.title3.bold())
                    .monospacedDigit()
                configuration.label
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct BarProgressViewStyle: ProgressViewStyle {
    var height: CGFloat = 8
    var tint: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                configuration.label
                Spacer()
                configuration.currentValueLabel
            }
            .font(.footnote)
            GeometryReader { geo in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.secondary.opacity(0.2))
                    Capsule()
                        .fill(LinearGradient(colors: [tint.opacity(0.7), tint], startPoint: .leading, endPoint: .trailing))
                        .frame(width: geo.size.width * CGFloat(configuration.fractionCompleted ?? 0))
                }
            }
            .frame(height: height)
        }
    }
}

struct DotsProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            ForEach(0..<3) { index in
                Circle()
                    .frame(width: 8, height: 8)
                    .opacity(index == 0 ? 1 : 0.4)
            }
        }
        .foregroundStyle(.tint)
        .accessibilityLabel("Loading")
    }
}

extension ProgressViewStyle where Self == RingProgressViewStyle {
    static func ring(color: Color = .blue, lineWidth: CGFloat = 10) -> RingProgressViewStyle {
        RingProgressViewStyle(lineWidth: lineWidth, color: color)
    }
}

extension ProgressViewStyle where Self == BarProgressViewStyle {
    static var bar: BarProgressViewStyle { BarProgressViewStyle() }
}
