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

struct CanvasGradientOutputTests {
    @MainActor @Test func aGradientShadingIsAPaintServerInBothOutputs() throws {
        let tree = CanvasGradientScreens.canvas.resolved()
        let svg = try SVGEmitter().render(tree)
        let html = try HTMLEmitter().render(tree) { _ in nil }.body
        for document in [svg, html] {
            #expect(document.contains("<linearGradient id=\"n0.0-g0\" gradientUnits=\"userSpaceOnUse\""), "\(document)")
            #expect(document.contains("fill=\"url(#n0.0-g1)\""))
            #expect(document.contains("<radialGradient id=\"n0.0-g2\""))
            #expect(document.contains("<pattern id=\"n0.0-g3\""))
            #expect(document.contains("gradientTransform=\"matrix(0 1 -1 0 260 130)\""))
            #expect(document.contains("stroke=\"url(#n0.0-g5)\""))
        }
    }

    @MainActor @Test func aStyleGradientLiesOverThePathsBounds() throws {
        let tree = Canvas { context, _ in
            context.fill(Path(CGRect(x: 20, y: 10, width: 100, height: 50)),
                         with: .style(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        }
        .frame(width: 200, height: 100).resolved()
        let svg = try SVGEmitter().render(tree)
        // In the canvas's own coordinates: the path's leading edge to its trailing one, at its middle.
        #expect(svg.contains("x1=\"20\" y1=\"35\" x2=\"120\" y2=\"35\""), "\(svg)")
    }
}

@Suite(.serialized, .enabled(if: ChromiumHarness.shouldRun, "needs chromium on PATH (required on CI)"))
struct CanvasGradientAgreementTests {
    /// `TRELLIS_CANVAS_GRADIENTS_OUT=DIR` keeps the pages and screenshots.
    @MainActor @Test func gradientShadingsPaintTheirColorsInBothDocuments() async throws {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_CANVAS_GRADIENTS_OUT"].map { URL(fileURLWithPath: $0) }
        let directory = try kept ?? temporaryDirectory()
        defer { if kept == nil { try? FileManager.default.removeItem(at: directory) } }
        let plan = SitePlan.make(pages: CanvasGradientScreens.pages, themes: [.marigold])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        let screens = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"))
        var worst = 0
        var failures: [String] = []
        for screen in screens {
            let canvas = try #require(screen.html.nodes?.first { $0.width == 300 && $0.height == 200 })
            for (document, page) in [("svg", screen.svg), ("html", screen.html)] {
                let image = try RasterImage(png: Array(Data(contentsOf: URL(fileURLWithPath: try #require(page.screenshot)))))
                for sample in CanvasGradientScreens.samples {
                    let pixel = image[Int(canvas.x + sample.x), Int(canvas.y + sample.y)]
                    let expected = (red: 255 * (1 - sample.t), blue: 255 * sample.t)
                    let off = Int(max(abs(Double(pixel.red) - expected.red), abs(Double(pixel.blue) - expected.blue), Double(pixel.green)).rounded())
                    worst = max(worst, off)
                    if off > 12 { failures.append("\(document) at (\(sample.x), \(sample.y)): \(pixel), wanted t = \(sample.t)") }
                }
            }
        }
        print("canvas gradients: \(CanvasGradientScreens.samples.count) points in each document, largest channel difference \(worst)")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
