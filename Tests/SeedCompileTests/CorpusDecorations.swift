import Testing
import Trellis

// Patterned, colored lines under and through text, and Canvas gradient shadings, as app code
// writes them (only `import SwiftUI` changed); compiled in the Swift 5 language mode.

struct SaleTag: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("$129").strikethrough(true, pattern: .solid, color: .gray)
            Text("$89").underline(true, pattern: .dash, color: .red).bold()
            Text("Terms apply").underline(pattern: .dot)
            Text("Ends soon").strikethrough(color: .orange)
        }
        .underline(true, pattern: .dashDot, color: .blue)
    }
}

struct GlowDial: View {
    var body: some View {
        Canvas { context, size in
            let rect = CGRect(origin: .zero, size: size)
            context.fill(Path(ellipseIn: rect), with: .radialGradient(
                Gradient(colors: [.yellow, .orange]), center: CGPoint(x: size.width / 2, y: size.height / 2),
                startRadius: 0, endRadius: size.width / 2))
            context.stroke(Path(ellipseIn: rect.insetBy(dx: 6, dy: 6)),
                           with: .conicGradient(Color.blue.gradient, center: CGPoint(x: rect.midX, y: rect.midY)), lineWidth: 4)
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: 10)), with: .linearGradient(
                Gradient(colors: [.red, .purple]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0), options: .linearColor))
        }
        .frame(width: 120, height: 120)
    }
}

@MainActor @Test func decorationsAndCanvasGradientsAsAppsWriteThemRender() throws {
    let dump = VStack { SaleTag(); GlowDial() }.resolved().dump()
    #expect(dump.contains("underline(dash #"), "\(dump)")
    #expect(dump.contains("underline(dashDot #"), "\(dump)")
}
