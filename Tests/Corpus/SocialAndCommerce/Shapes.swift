import Trellis

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

struct Wave: Shape {
    var amplitude: CGFloat = 12
    var phase: CGFloat

    var animatableData: CGFloat {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.midY))
        let steps = 60
        for step in 0...steps {
            let x = rect.width * CGFloat(step) / CGFloat(steps)
            let relative = x / rect.width
            let y = rect.midY + amplitude * sin((relative + phase) * .pi * 2)
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct TicketShape: InsettableShape {
    var notchRadius: CGFloat = 12
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: insetAmount, dy: insetAmount)
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY - notchRadius))
        path.addArc(center: CGPoint(x: rect.maxX, y: rect.midY), radius: notchRadius, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.midY + notchRadius))
        path.addArc(center: CGPoint(x: rect.minX, y: rect.midY), radius: notchRadius, startAngle: .degrees(90), endAngle: .degrees(-90), clockwise: true)
        path.closeSubpath()
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

struct Hexagon: Shape {
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let corners = (0..<6).map { index -> CGPoint in
            let angle = Angle.degrees(Double(index) * 60 - 90).radians
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        var path = Path()
        path.addLines(corners)
        path.closeSubpath()
        return path
    }
}

struct ShapesShowcase: View {
    @State private var useCircle = false

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                HStack(spacing: 16) {
                    Triangle()
                        .fill(.orange)
                        .frame(width: 60, height: 50)
                    Hexagon()
                        .stroke(.purple, style: StrokeStyle(lineWidth: 3, lineJoin: .round))
                        .frame(width: 60, height: 60)
                    Hexagon()
                        .fill(.mint.gradient)
                        .frame(width: 60, height: 60)
                        .rotationEffect(.degrees(30))
                    (useCircle ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 12)))
                        .fill(.blue)
                        .frame(width: 56, height: 56)
                }

                Wave(phase: 0.25)
                    .fill(LinearGradient(colors: [.cyan, .blue], startPoint: .top, endPoint: .bottom))
                    .frame(height: 100)

                TicketShape()
                    .strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
                    .foregroundStyle(.secondary)
                    .background(TicketShape().fill(Color.yellow.opacity(0.15)))
                    .frame(height: 110)
                    .overlay {
                        VStack {
                            Text("ADMIT ONE").font(.headline.monospaced())
                            Text("Row F · Seat 12").font(.caption)
                        }
                    }

                UnevenRoundedRectangle(topLeadingRadius: 24, bottomLeadingRadius: 4, bottomTrailingRadius: 24, topTrailingRadius: 4, style: .continuous)
                    .fill(.pink.opacity(0.8))
                    .frame(height: 60)

                HStack(spacing: 20) {
                    Circle()
                        .trim(from: 0, to: 0.7)
                        .stroke(.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                        .frame(width: 60, height: 60)
                    Capsule()
                        .inset(by: 4)
                        .stroke(.indigo, lineWidth: 2)
                        .frame(width: 90, height: 40)
                    Rectangle()
                        .rotation(.degrees(45))
                        .fill(.red.opacity(0.7))
                        .frame(width: 40, height: 40)
                    Ellipse()
                        .offset(x: 4, y: 4)
                        .scale(0.8)
                        .fill(.teal)
                        .frame(width: 60, height: 40)
                }
            }
            .padding()
        }
    }
}

#Preview {
    ShapesShowcase()
}
