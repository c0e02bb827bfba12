import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisRaster

/// A Canvas's gradient shadings: `GraphicsContext.Shading.linearGradient`, `radialGradient`,
/// `conicGradient` in user space and `.style` gradients over the path's bounds, filled and
/// stroked, under translations and a rotation. Pure red to pure blue, so the expected color at a
/// point is `(255(1 − t), 0, 255 t)` for the gradient's location t there, worked out by hand.
enum CanvasGradientScreens {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let gradient = Gradient(colors: [red, blue])

    @MainActor static var canvas: some View {
        Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 140, height: 60)),
                         with: .linearGradient(gradient, startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 140, y: 0)))
            var moved = context
            moved.translateBy(x: 160, y: 0)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 140, height: 60)),
                       with: .style(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)))
            context.fill(Path(ellipseIn: CGRect(x: 0, y: 80, width: 100, height: 100)),
                         with: .radialGradient(gradient, center: CGPoint(x: 50, y: 130), startRadius: 0, endRadius: 50))
            context.fill(Path(CGRect(x: 120, y: 80, width: 100, height: 100)),
                         with: .conicGradient(gradient, center: CGPoint(x: 170, y: 130)))
            var turned = context
            turned.translateBy(x: 260, y: 130)
            turned.rotate(by: .degrees(90))
            turned.fill(Path(CGRect(x: -30, y: -30, width: 60, height: 60)),
                        with: .linearGradient(gradient, startPoint: CGPoint(x: -30, y: 0), endPoint: CGPoint(x: 30, y: 0)))
            var line = Path()
            line.move(to: CGPoint(x: 0, y: 194))
            line.addLine(to: CGPoint(x: 300, y: 194))
            context.stroke(line, with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 300, y: 0)), lineWidth: 8)
        }
        .frame(width: 300, height: 200)
    }

    /// Points of the canvas and the gradient's location at each.
    static let samples: [(x: Double, y: Double, t: Double)] = [
        (35, 30, 0.25), (105, 30, 0.75),            // linear, user space
        (195, 30, 0.25), (265, 30, 0.75),           // .style over the translated path's bounds
        (50, 130, 0), (75, 130, 0.5), (50, 170, 0.8), // radial
        (170, 160, 0.25), (170, 100, 0.75), (140, 130, 0.5), // conic, clockwise from trailing
        (260, 115, 0.25), (260, 145, 0.75),         // linear turned a quarter
        (75, 194, 0.25), (225, 194, 0.75),          // stroke
    ]

    @MainActor static let pages = [
        SitePage(id: "canvas-gradients", title: "Canvas gradients") { AnyView(canvas.padding()) },
    ]
}
