import Trellis

// Drawing as SwiftUI app code writes it (`import Trellis` standing for `import SwiftUI`),
// compiled in Swift 5 mode: a custom Shape through path(in:), Path's builder, trimmed and dashed
// strokes, shapes moved and turned, and a Canvas.

struct PieSlice: Shape {
    var startAngle: Angle
    var endAngle: Angle

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: center)
        path.addArc(center: center, radius: rect.width / 2, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct Chevron: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY), CGPoint(x: rect.minX, y: rect.maxY)])
        }
    }
}

struct ActivityRing: View {
    var progress: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: 14)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 14, lineCap: .round))
        }
        .frame(width: 120, height: 120)
    }
}

struct DrawingIdioms: View {
    var body: some View {
        VStack(spacing: 12) {
            ActivityRing(progress: 0.65)
            PieSlice(startAngle: .degrees(-90), endAngle: .degrees(45))
                .fill(Color.orange)
                .frame(width: 80, height: 80)
            Chevron()
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
                .frame(width: 20, height: 30)
            RoundedRectangle(cornerRadius: 10, style: .continuous)
                .strokeBorder(Color.purple, style: StrokeStyle(lineWidth: 2, dash: [6, 3]))
                .frame(height: 44)
            UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 16, topTrailing: 16))
                .fill(Color.teal)
                .frame(height: 40)
            Rectangle()
                .rotation(.degrees(45))
                .offset(x: 4, y: 0)
                .scale(0.8)
                .fill(Color.red)
                .frame(width: 40, height: 40)
            Capsule().inset(by: 4).stroke(lineWidth: 2)
            ContainerRelativeShape().fill(Color.yellow).frame(height: 8)
            Canvas { context, size in
                var path = Path()
                path.move(to: .zero)
                path.addQuadCurve(to: CGPoint(x: size.width, y: 0), control: CGPoint(x: size.width / 2, y: size.height))
                context.stroke(path, with: .color(.blue), lineWidth: 2)
                context.fill(Path(ellipseIn: CGRect(x: 4, y: 4, width: 12, height: 12)), with: .color(.red))
                context.draw(Text("Canvas"), at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            .frame(height: 60)
        }
        .padding()
    }
}
