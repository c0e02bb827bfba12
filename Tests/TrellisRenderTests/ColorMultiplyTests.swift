import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisRaster

/// `.colorMultiply(_:)` as one color filter: each channel times the color's. White times a
/// color is that color, so the expected pixels are the colors' own components.
enum ColorMultiplyScreens {
    static let orange = Color(red: 1, green: 0.5, blue: 0)

    @MainActor static var squares: some View {
        HStack(spacing: 20) {
            Color.white.frame(width: 60, height: 60).colorMultiply(orange)
            // Multiplied twice: (1, 0.5, 1) then (1, 1, 0) is orange again.
            Color.white.frame(width: 60, height: 60)
                .colorMultiply(Color(red: 1, green: 0.5, blue: 1))
                .colorMultiply(Color(red: 1, green: 1, blue: 0))
        }
        .padding(20)
        .background(Color.black)
    }

    @MainActor static let pages = [SitePage(id: "color-multiply", title: "Color multiply") { AnyView(squares) }]
}

struct ColorMultiplyOutputTests {
    @MainActor @Test func nestedMultipliesWriteTheViewOnce() throws {
        var view = AnyView(Text("x"))
        for _ in 0..<12 { view = AnyView(view.colorMultiply(.red)) }
        let tree = view.resolved()
        // One effect node per multiply around the text: a view masked by its own copy doubled
        // at every level (4,096 texts at this depth).
        let texts = tree.root.subtree().filter { if case .text = $0.kind { true } else { false } }
        #expect(texts.count == 1)
        #expect(tree.root.subtree().count < 40)
    }

    @MainActor @Test func theSVGScalesEachChannelAndTheHTMLRefersToThatFilter() throws {
        let tree = Color.white.frame(width: 10, height: 10).colorMultiply(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)).resolved()
        let svg = try SVGEmitter().render(tree)
        let fragment = try HTMLEmitter().render(tree) { _ in nil }
        let html = fragment.body
        for document in [svg, html] {
            #expect(document.contains("<feFuncR type=\"linear\" slope=\"1\"/>"), "\(document)")
            #expect(document.contains("<feFuncG type=\"linear\" slope=\"0.5\"/>"))
            #expect(document.contains("<feFuncB type=\"linear\" slope=\"0\"/>"))
            #expect(document.contains("<feFuncA type=\"linear\" slope=\"0.5\"/>"))
        }
        #expect(html.contains("<filter id=\"n0-filter\""))
        #expect(fragment.stylesheet.contains("url(#n0-filter)"), "\(fragment.stylesheet)")
    }
}

@Suite(.serialized, .enabled(if: ChromiumHarness.shouldRun, "needs chromium on PATH (required on CI)"))
struct ColorMultiplyAgreementTests {
    /// `TRELLIS_COLOR_MULTIPLY_OUT=DIR` keeps the pages and screenshots.
    @MainActor @Test func multipliedWhiteIsTheColorInBothDocuments() async throws {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_COLOR_MULTIPLY_OUT"].map { URL(fileURLWithPath: $0) }
        let directory = try kept ?? temporaryDirectory()
        defer { if kept == nil { try? FileManager.default.removeItem(at: directory) } }
        let plan = SitePlan.make(pages: ColorMultiplyScreens.pages, themes: [.marigold])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        let screens = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"))
        var failures: [String] = []
        for screen in screens {
            let squares = (screen.html.nodes ?? []).filter { $0.width == 60 && $0.height == 60 }
            #expect(squares.count >= 2, "\(screen.html.nodes ?? [])")
            for (document, page) in [("svg", screen.svg), ("html", screen.html)] {
                let image = try RasterImage(png: Array(Data(contentsOf: URL(fileURLWithPath: try #require(page.screenshot)))))
                for square in squares {
                    let pixel = image[Int(square.x + 30), Int(square.y + 30)]
                    let off = max(abs(Int(pixel.red) - 255), abs(Int(pixel.green) - 128), Int(pixel.blue))
                    if off > 3 { failures.append("\(document) square at x \(square.x): \(pixel)") }
                    // Outside the square the black background is left as it is.
                    let outside = image[Int(square.x + 30), Int(square.y - 10)]
                    if max(outside.red, outside.green, outside.blue) > 3 { failures.append("\(document) above x \(square.x): \(outside)") }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
