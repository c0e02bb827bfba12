import Trellis

/// A sine wave filling the bottom of its rect; `progress` is the fill level from 0 to 1.
struct WaveShape: Shape {
    var progress: Double
    var amplitude: CGFloat = 8
    var phase: Double = 0

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(progress, phase) }
        set {
            progress = newValue.first
            phase = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let waterline = rect.height * (1 - progress)
        let wavelength = rect.width / 1.5
        path.move(to: CGPoint(x: 0, y: waterline))
        for x in stride(from: 0, through: rect.width, by: 2) {
            let relative = x / wavelength
            let sine = sin(relative * 2 * .pi + phase)
            path.addLine(to: CGPoint(x: x, y: waterline + amplitude * sine))
        }
        path.addLine(to: CGPoint(x: rect.width, y: rect.height))
        path.addLine(to: CGPoint(x: 0, y: rect.height))
        path.closeSubpath()
        return path
    }
}

/// A ticket outline with two half-circle notches cut into its sides.
struct TicketShape: Shape {
    var notchRadius: CGFloat = 14
    var notchPosition: CGFloat = 0.62
    var cornerRadius: CGFloat = 20

    func path(in rect: CGRect) -> Path {
        let notchY = rect.height * notchPosition
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + cornerRadius, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - cornerRadius, y: rect.minY))
        path.addArc(center: CGPoint(x: rect.maxX - cornerRadius, y: rect.minY + cornerRadius),
                    radius: cornerRadius, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        path.addLine(to: CGPoint(x: rect.maxX, y: notchY - notchRadius))
        path.addArc(center: CGPoint(x: rect.maxX, y: notchY), radius: notchRadius,
                    startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - cornerRadius))
        path.addArc(center: CGPoint(x: rect.maxX - cornerRadius, y: rect.maxY - cornerRadius),
                    radius: cornerRadius, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        path.addLine(to: CGPoint(x: rect.minX + cornerRadius, y: rect.maxY))
        path.addArc(center: CGPoint(x: rect.minX + cornerRadius, y: rect.maxY - cornerRadius),
                    radius: cornerRadius, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        path.addLine(to: CGPoint(x: rect.minX, y: notchY + notchRadius))
        path.addArc(center: CGPoint(x: rect.minX, y: notchY), radius: notchRadius,
                    startAngle: .degrees(90), endAngle: .degrees(-90), clockwise: true)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + cornerRadius))
        path.addArc(center: CGPoint(x: rect.minX + cornerRadius, y: rect.minY + cornerRadius),
                    radius: cornerRadius, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        path.closeSubpath()
        return path
    }
}

/// A horizontal line through the middle of its rect, meant to be stroked with a dash pattern.
struct DashedLine: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        return path
    }
}

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

#Preview("Shapes") {
    VStack(spacing: 24) {
        WaveShape(progress: 0.6)
            .fill(Color.waterBlue.gradient)
            .frame(width: 160, height: 120)
        TicketShape()
            .fill(.orange)
            .frame(width: 280, height: 160)
        DashedLine()
            .stroke(style: StrokeStyle(lineWidth: 1, dash: [6, 4]))
            .frame(height: 1)
        Triangle()
            .fill(.green)
            .frame(width: 40, height: 30)
    }
    .padding()
}
