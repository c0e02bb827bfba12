import Trellis

/// A rounded rectangle with an independent radius per corner that can be inset for strokeBorder.
struct CornerRoundedRectangle: InsettableShape {
    var topLeading: CGFloat = 0
    var topTrailing: CGFloat = 0
    var bottomLeading: CGFloat = 0
    var bottomTrailing: CGFloat = 0
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        var path = Path()
        path.move(to: CGPoint(x: r.minX + topLeading, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - topTrailing, y: r.minY))
        path.addArc(center: CGPoint(x: r.maxX - topTrailing, y: r.minY + topTrailing), radius: topTrailing,
                    startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomTrailing))
        path.addArc(center: CGPoint(x: r.maxX - bottomTrailing, y: r.maxY - bottomTrailing), radius: bottomTrailing,
                    startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        path.addLine(to: CGPoint(x: r.minX + bottomLeading, y: r.maxY))
        path.addArc(center: CGPoint(x: r.minX + bottomLeading, y: r.maxY - bottomLeading), radius: bottomLeading,
                    startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeading))
        path.addArc(center: CGPoint(x: r.minX + topLeading, y: r.minY + topLeading), radius: topLeading,
                    startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        path.closeSubpath()
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

struct Star: Shape {
    var points: Int = 5
    var innerRatio: CGFloat = 0.45

    var animatableData: CGFloat {
        get { innerRatio }
        set { innerRatio = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * innerRatio
        var path = Path()
        for i in 0..<(points * 2) {
            let angle = Double(i) * .pi / Double(points) - .pi / 2
            let radius = i.isMultiple(of: 2) ? outer : inner
            let point = CGPoint(x: center.x + CGFloat(cos(angle)) * radius, y: center.y + CGFloat(sin(angle)) * radius)
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

struct Wave: Shape {
    var amplitude: CGFloat
    var phase: CGFloat

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(amplitude, phase) }
        set {
            amplitude = newValue.first
            phase = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: 0, y: rect.midY))
            for x in stride(from: 0, through: rect.width, by: 2) {
                let relative = x / rect.width
                let y = rect.midY + sin(relative * .pi * 4 + phase) * amplitude
                path.addLine(to: CGPoint(x: x, y: y))
            }
            path.addLine(to: CGPoint(x: rect.width, y: rect.height))
            path.addLine(to: CGPoint(x: 0, y: rect.height))
            path.closeSubpath()
        }
    }
}

struct Chevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return path
    }
}

struct ShapesGallery: View {
    @State private var wavePhase: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                CornerRoundedRectangle(topLeading: 24, topTrailing: 4, bottomLeading: 4, bottomTrailing: 24)
                    .strokeBorder(Color.purple, lineWidth: 6)
                    .frame(height: 100)
                HStack(spacing: 16) {
                    Star().fill(Color.yellow)
                    Star(points: 6, innerRatio: 0.6).stroke(Color.orange, lineWidth: 3)
                    Star(points: 8, innerRatio: 0.3).fill(
                        RadialGradient(colors: [.pink, .purple], center: .center, startRadius: 0, endRadius: 40)
                    )
                }
                .frame(height: 80)
                Wave(amplitude: 12, phase: wavePhase)
                    .fill(Color.blue.opacity(0.6))
                    .frame(height: 120)
                    .onAppear {
                        withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                            wavePhase = .pi * 2
                        }
                    }
                Chevron()
                    .stroke(style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
                    .frame(width: 20, height: 32)
            }
            .padding()
        }
        .navigationTitle("Shapes")
    }
}
