import Trellis

struct ThermostatDial: View {
    var progress: Double
    var currentProgress: Double
    var target: Double
    var current: Double
    var accent: Color

    private let arcStart: CGFloat = 0.0
    private let arcLength: CGFloat = 0.75

    var body: some View {
        ZStack {
            Circle()
                .fill(
                    RadialGradient(colors: [accent.opacity(0.25), .clear], center: .center, startRadius: 20, endRadius: 160)
                )

            Circle()
                .trim(from: arcStart, to: arcLength)
                .stroke(Color.secondary.opacity(0.2), style: StrokeStyle(lineWidth: 24, lineCap: .round))
                .rotationEffect(.degrees(135))

            Circle()
                .trim(from: arcStart, to: arcLength * progress)
                .stroke(
                    AngularGradient(
                        gradient: Gradient(colors: [accent.opacity(0.5), accent]),
                        center: .center,
                        startAngle: .degrees(0),
                        endAngle: .degrees(270 * progress)
                    ),
                    style: StrokeStyle(lineWidth: 24, lineCap: .round)
                )
                .rotationEffect(.degrees(135))
                .animation(.easeInOut(duration: 0.4), value: progress)

            ForEach(0..<41) { tick in
                Rectangle()
                    .fill(tick % 5 == 0 ? Color.primary.opacity(0.6) : Color.secondary.opacity(0.4))
                    .frame(width: 2, height: tick % 5 == 0 ? 12 : 6)
                    .offset(y: -112)
                    .rotationEffect(.degrees(-135 + Double(tick) * 270 / 40))
            }

            Circle()
                .fill(.white)
                .frame(width: 14, height: 14)
                .shadow(radius: 2)
                .offset(y: -140)
                .rotationEffect(.degrees(-135 + 270 * currentProgress))

            VStack(spacing: 4) {
                Text("TARGET")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                    .kerning(1.5)
                (Text(target, format: .number.precision(.fractionLength(1)))
                    .font(.system(size: 64, weight: .thin, design: .rounded))
                    .monospacedDigit()
                    + Text("°")
                    .font(.system(size: 40, weight: .thin, design: .rounded)))
                    .contentTransition(.numericText(value: target))
                Label {
                    Text("Now \(current.temperatureString)")
                } icon: {
                    Image(systemName: "house.fill")
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
            }
        }
        .frame(width: 280, height: 280)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Target temperature")
        .accessibilityValue(Text("\(target, specifier: "%.1f") degrees"))
    }
}

#Preview {
    ThermostatDial(progress: 0.6, currentProgress: 0.475, target: 22, current: 19.5, accent: .orange)
        .padding()
}
