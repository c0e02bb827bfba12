import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisLayout
import TrellisValidation
@testable import TrellisTestSupport

/// Screens built from the containers (scroll views, lazy grids, Grid, Form, GroupBox,
/// DisclosureGroup, LabeledContent, ViewThatFits, GeometryReader) render to valid HTML and SVG
/// (ContainerAgreementTests puts them in Chromium).
///
/// Set TRELLIS_SAMPLES to a folder to keep the pages there for a look:
/// `python3 scripts/chromium-boxes.py --screenshot-dir DIR DIR/marigold/*.html DIR/marigold/*.svg`.
@MainActor
struct ContainersRenderTests {
    @Test func everyContainerScreenRendersValidHTMLAndSVG() async throws {
        let output = await ContainerScreens.output(themes: Theme.all)
        #expect(output.failures.isEmpty, "\(output.failures)")
        let documents = output.files.filter { $0.path.hasSuffix(".html") || $0.path.hasSuffix(".svg") }
        #expect(documents.count == 3 * Theme.all.count * 2 * 2 + 1)
        let validator = Validator()
        for document in documents {
            let report = validator.validate(document.contents, as: document.path.hasSuffix(".svg") ? .svg : .html)
            #expect(report.isValid, "\(document.path): \(report.formatted(documentName: document.path))")
        }
        if let folder = ProcessInfo.processInfo.environment["TRELLIS_SAMPLES"] {
            try SiteWriter(directory: folder).write(output.files + FontAssets.files())
        }
    }

    @Test func scrollViewClipsItsContentInBothFormats() async throws {
        let output = await ContainerScreens.output()
        let svg = try #require(output.files.first { $0.path == "marigold/photos.svg" }).text
        let layout = LayoutEngine.standard.layout(ContainerScreens.PhotoGrid().resolved(), in: RenderCanvas.phone.size)
        // The scroll view below the 96-pt bar; its content, 10 rows of 100 with 4 between, runs
        // past the canvas, and both formats clip it to the scroll view.
        let scroll = try #require(layout.nodes.indices.first { layout.id(of: $0) == "n0.1" })
        #expect(layout[scroll].frame == CGRect(x: 0, y: 96, width: 390, height: 748))
        #expect(layout[scroll + 1].frame.height == 1036)
        #expect(svg.contains("<clipPath id=\"n0.1-clip\"><rect x=\"0\" y=\"96\" width=\"390\" height=\"748\"/></clipPath>"))
        #expect(svg.contains("<g id=\"n0.1\" clip-path=\"url(#n0.1-clip)\">"))
        // The photos that reach the scroll view are drawn and clipped; those wholly below it
        // cannot show and are left out: 3 of the 4 red ones reach it.
        #expect(svg.components(separatedBy: "fill=\"#ff3b30\"").count - 1 == 3)
        let html = try #require(output.files.first { $0.path == "marigold/photos.html" }).text
        let stylesheet = try #require(html.range(of: "<style")).lowerBound
        let scrollClass = try #require(html.range(of: "\" id=\"n0.1\"").map { html[html[..<$0.lowerBound].lastIndex(of: "\"")!..<$0.lowerBound].dropFirst() })
        let rule = try #require(html[stylesheet...].range(of: "." + scrollClass + "{"))
        #expect(html[rule.upperBound...].prefix { $0 != "}" }.contains("overflow:hidden"))
    }

    @Test func viewThatFitsDrawsOnlyTheChildItChose() async throws {
        let output = await ContainerScreens.output()
        let html = try #require(output.files.first { $0.path == "marigold/stats.html" }).text
        let svg = try #require(output.files.first { $0.path == "marigold/stats.svg" }).text
        for document in [html, svg] {
            #expect(document.contains("Best: Tuesday"))
            #expect(!document.contains("a new record"))
        }
    }

    @Test func linkInsideAGeometryReaderLeadsToAPageOfItsOwn() async throws {
        let page = SitePage(id: "reader", title: "Reader") {
            AnyView(NavigationStack {
                GeometryReader { proxy in
                    NavigationLink("Wide: \(Int(proxy.size.width))") { Text("Detail").navigationTitle("Detail") }
                }
            })
        }
        let output = await SiteRenderer(check: libxml2Check, writesSVG: true).render(SitePlan.make(pages: [page], themes: [.marigold]))
        #expect(output.failures.isEmpty, "\(output.failures)")
        let html = try #require(output.files.first { $0.path == "marigold/reader.html" }).text
        #expect(html.contains("href=\"reader--detail.html\""))
        #expect(html.contains("Wide: 390"))
        #expect(output.files.contains { $0.path == "marigold/reader--detail.html" })
    }
}
