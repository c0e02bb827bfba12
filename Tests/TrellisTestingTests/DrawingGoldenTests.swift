import Foundation
import Testing
import Trellis
@testable import TrellisTesting

/// A small screen of custom shapes, transformed and dashed strokes and a Canvas under golden
/// files in every format: the outlines' path data, built by layout for each frame, is pinned to
/// the hundredth. Re-record with `TRELLIS_RECORD=failed swift test --filter DrawingGoldenTests`.
@MainActor @Suite struct DrawingGoldenTests {
    struct Star: Shape {
        func path(in rect: CGRect) -> Path {
            let center = CGPoint(x: rect.midX, y: rect.midY)
            let outer = min(rect.width, rect.height) / 2, inner = outer * 0.4
            return Path { path in
                path.addLines((0..<10).map { step in
                    let angle = Angle.degrees(Double(step) * 36 - 90).radians
                    let radius = step.isMultiple(of: 2) ? outer : inner
                    return CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
                })
                path.closeSubpath()
            }
        }
    }

    struct DrawingCard: View {
        var body: some View {
            VStack(spacing: 12) {
                HStack(spacing: 12) {
                    Star().fill(Color.orange).frame(width: 60, height: 60)
                    Circle()
                        .rotation(.degrees(-90))
                        .trim(from: 0, to: 0.4)
                        .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                        .frame(width: 60, height: 60)
                    RoundedRectangle(cornerRadius: 8)
                        .strokeBorder(Color.purple, style: StrokeStyle(lineWidth: 2, dash: [5, 3]))
                        .frame(width: 80, height: 40)
                }
                UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16)
                    .fill(Color.teal)
                    .frame(height: 30)
                Canvas { context, size in
                    context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 10, dy: 10)), with: .color(.green))
                    var turned = context
                    turned.translateBy(x: size.width / 2, y: size.height / 2)
                    turned.rotate(by: .degrees(45))
                    turned.stroke(Path(CGRect(x: -15, y: -15, width: 30, height: 30)), with: .color(.black), lineWidth: 2)
                    context.draw(Text("Canvas").font(.caption), at: CGPoint(x: size.width / 2, y: 8), anchor: .top)
                }
                .frame(width: 160, height: 80)
            }
            .padding()
        }
    }

    @Test func drawingScreen() {
        assertGolden(of: DrawingCard(), as: [.dump, .layout, .html, .svg], named: "drawing")
    }
}
