import Foundation
import Trellis
import TrellisSite
import TrellisGallery

/// A pie slice, written as a SwiftUI app writes a custom shape: its outline comes from the rect
/// layout gives it.
struct Wedge: Shape {
    var start: Angle
    var end: Angle

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: center)
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2, startAngle: start, endAngle: end, clockwise: false)
        path.closeSubpath()
        return path
    }
}

/// A triangle pointing up, filling its rect.
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

/// The screens of shapes and paths the drawing tests render in both formats.
enum DrawingScreens {
    static let shapes = SitePage(id: "shapes", title: "Shapes") {
        AnyView(VStack(spacing: 16) {
            HStack(spacing: 16) {
                ZStack {
                    Circle().stroke(Color.gray.opacity(0.3), lineWidth: 12)
                    // Turned first, so the trim starts at twelve o'clock.
                    Circle()
                        .rotation(.degrees(-90))
                        .trim(from: 0, to: 0.7)
                        .stroke(Color.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                }
                .frame(width: 100, height: 100)
                Wedge(start: .degrees(0), end: .degrees(120)).fill(Color.orange).frame(width: 100, height: 100)
                Triangle().fill(Color.blue).frame(width: 80, height: 70)
            }
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 12)
                    .strokeBorder(Color.purple, style: StrokeStyle(lineWidth: 3, dash: [8, 4]))
                    .frame(width: 100, height: 60)
                UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20)
                    .fill(Color.teal)
                    .frame(width: 100, height: 60)
                ZStack {
                    Rectangle().rotation(.degrees(30)).fill(Color.red.opacity(0.7))
                    Rectangle().rotation(.degrees(30)).strokeBorder(Color.black, lineWidth: 4)
                }
                .frame(width: 60, height: 60)
            }
            HStack(spacing: 16) {
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 40))
                    path.addQuadCurve(to: CGPoint(x: 80, y: 40), control: CGPoint(x: 40, y: -20))
                    path.addCurve(to: CGPoint(x: 0, y: 40), control1: CGPoint(x: 60, y: 80), control2: CGPoint(x: 20, y: 80))
                }
                .stroke(Color.indigo, lineWidth: 2)
                .frame(width: 80, height: 80)
                Capsule().inset(by: 6).fill(Color.pink).frame(width: 100, height: 40)
                Ellipse().scale(0.5).offset(x: 10).fill(Color.brown).frame(width: 80, height: 50)
                Text("Clip").padding().background(Color.yellow).clipShape(Triangle())
            }
        }
        .padding())
    }

    static let canvas = SitePage(id: "canvas", title: "Canvas") {
        AnyView(VStack(spacing: 16) {
            Canvas { context, size in
                let bar = CGRect(x: 0, y: 0, width: size.width, height: size.height)
                context.fill(Path(roundedRect: bar, cornerRadius: 12), with: .color(.blue.opacity(0.15)))
                let values: [CGFloat] = [0.3, 0.8, 0.5, 0.95, 0.6]
                let width = size.width / CGFloat(values.count)
                for (index, value) in values.enumerated() {
                    let rect = CGRect(x: CGFloat(index) * width + 8, y: size.height * (1 - value), width: width - 16, height: size.height * value - 24)
                    context.fill(Path(rect), with: .color(.blue))
                    context.draw(Text("\(Int(value * 100))").font(.caption), at: CGPoint(x: rect.midX, y: size.height - 12))
                }
                var line = Path()
                line.addLines(values.enumerated().map { CGPoint(x: CGFloat($0.offset) * width + width / 2, y: size.height * (1 - $0.element) - 8) })
                context.stroke(line, with: .color(.orange), style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round, dash: [6, 4]))
            }
            .frame(height: 160)
            Canvas { context, size in
                context.translateBy(x: size.width / 2, y: size.height / 2)
                context.clip(to: Path(ellipseIn: CGRect(x: -60, y: -60, width: 120, height: 120)))
                for step in 0..<6 {
                    var petal = context
                    petal.rotate(by: .degrees(Double(step) * 60))
                    petal.opacity = 0.6
                    petal.fill(Path(CGRect(x: 0, y: -10, width: 80, height: 20)), with: .color(.pink))
                }
                context.draw(Image(systemName: "star.fill"), in: CGRect(x: -16, y: -16, width: 32, height: 32))
            }
            .frame(width: 200, height: 160)
        }
        .padding())
    }

    /// Gradient strokes, gradient-filled outlines, and circles' centred strokes, whose outer
    /// half reaches past their boxes (the HTML once cut it square).
    static let strokes = SitePage(id: "strokes", title: "Gradient strokes") {
        let sunrise = LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom)
        return AnyView(VStack(spacing: 24) {
            HStack(spacing: 24) {
                Circle().stroke(sunrise, lineWidth: 12).frame(width: 80, height: 80)
                RoundedRectangle(cornerRadius: 16, style: .continuous).strokeBorder(sunrise, lineWidth: 6).frame(width: 100, height: 80)
                Capsule().stroke(sunrise, style: StrokeStyle(lineWidth: 6, dash: [10, 6])).frame(width: 100, height: 40)
            }
            HStack(spacing: 24) {
                Triangle().fill(sunrise).frame(width: 80, height: 70)
                Circle().trim(from: 0, to: 0.6).fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 40))
                    .frame(width: 80, height: 80)
                Wedge(start: .degrees(0), end: .degrees(270)).stroke(sunrise, style: StrokeStyle(lineWidth: 4, lineJoin: .round))
                    .frame(width: 80, height: 80)
            }
            HStack(spacing: 24) {
                Circle().stroke(Color.green, lineWidth: 16).frame(width: 100, height: 60)
                Circle().fill(Color.yellow).overlay(Circle().stroke(Color.blue, lineWidth: 10)).frame(width: 60, height: 60)
            }
        }
        .padding(24))
    }

    /// The gallery's drawing screen (Sources/TrellisGallery/Activity).
    static let activity = SitePage(id: "activity", title: "Activity") { AnyView(ActivityScreen()) }

    static let pages = [shapes, canvas, strokes, activity, fillRules]
}
