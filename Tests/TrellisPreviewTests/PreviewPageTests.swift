#if TRELLIS_PREVIEW_MACRO
import Foundation
import Testing
@testable import Trellis
import TrellisLayout
import TrellisSite
import TrellisValidation

/// Previews as pages: each `#Preview` of the executable becomes a page that renders to valid HTML
/// and SVG, laid out as its traits say.
@MainActor @Suite struct PreviewPageTests {
    private var pages: [SitePage] {
        SitePage.previews(Preview.all.filter { $0.fileID == "TrellisPreviewTests/PreviewsAsWritten.swift" })
    }

    @Test func eachPreviewIsAPageNamedAfterItOrItsFile() {
        #expect(pages.map(\.id) == ["x", "previews-as-written", "card-that-fits", "fixed-card", "swatch"])
        #expect(pages.map(\.title) == ["x", "PreviewsAsWritten", "Card that fits", "Fixed card", "Swatch"])
        #expect(pages.allSatisfy { $0.summary == "#Preview in TrellisPreviewTests/PreviewsAsWritten.swift" })
    }

    @Test func previewPagesRenderToValidHTMLAndSVG() async throws {
        let check: DocumentCheck = { document, path in
            let report = Validator().validate(document, as: DocumentKind(path: path) ?? .html)
            return report.isValid ? nil : report.formatted(documentName: path)
        }
        let plan = SitePlan.make(pages: pages, themes: [.marigold], colorSchemes: [.light, .dark])
        let output = await SiteRenderer(check: check, writesSVG: true).render(plan)
        #expect(output.failures.isEmpty, "\(output.failures)")
        let paths = output.files.map(\.path)
        for id in pages.map(\.id) {
            #expect(paths.contains("marigold/\(id).html"), "no page for \(id) in \(paths)")
            #expect(paths.contains("marigold/\(id).svg"), "no SVG for \(id) in \(paths)")
            #expect(paths.contains("marigold/\(id).dark.html"), "no dark page for \(id) in \(paths)")
        }
        let page = try #require(output.files.first { $0.path == "marigold/x.html" })
        #expect(String(decoding: page.contents, as: UTF8.self).contains(">hi<"))
        let svg = try #require(output.files.first { $0.path == "marigold/x.svg" })
        #expect(String(decoding: svg.contents, as: UTF8.self).contains(">hi<"))
    }

    private func rootFrame(of name: String) throws -> CGRect {
        let preview = try #require(Preview.all.first { $0.name == name })
        let layout = LayoutEngine.standard.layout(preview.makeView().resolved(), in: RenderCanvas.phone.size)
        return try #require(layout.nodes.first).frame
    }

    @Test func aFixedLayoutFramesThePreviewAtThatSize() throws {
        let frame = try rootFrame(of: "Fixed card")
        #expect(frame.size == CGSize(width: 200, height: 120))
    }

    @Test func aSizeThatFitsLayoutShowsThePreviewAtItsIdealSize() throws {
        // Without the trait the color would take the whole canvas.
        let frame = try rootFrame(of: "Swatch")
        #expect(frame.size == CGSize(width: 80, height: 40))
    }

    @Test func pagesOfPreviewsThatShareANameAreNumberedInOrder() {
        let previews = [
            Preview { Text("a") }._located(fileID: "App/Row.swift", line: 3, column: 1),
            Preview("Row") { Text("b") }._located(fileID: "App/Other.swift", line: 9, column: 1),
            Preview { Text("c") }._located(fileID: "App/Row.swift", line: 8, column: 1),
            Preview("Row 2") { Text("d") }._located(fileID: "App/Other.swift", line: 20, column: 1),
        ]
        #expect(SitePage.previews(previews).map(\.id) == ["row", "row-2", "row-3", "row-2-2"])
    }
}
#endif
