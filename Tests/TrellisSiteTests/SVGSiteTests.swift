import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

/// SVG in the site: one standalone SVG beside each page, drawn from the page's own layout, its
/// links leading to the other screens' SVGs, and the index linking both forms of every screen.
@MainActor @Suite struct SVGSiteTests {
    private func render() async -> SiteRenderer.Output {
        await SiteRenderer(writesSVG: true).render(SitePlan.make(pages: galleryPages, themes: [.marigold]))
    }

    @Test func everyPageHasAValidSVGBesideIt() async throws {
        let output = await render()
        #expect(output.failures.isEmpty, "\(output.failures)")
        let pages = output.files.map(\.path).filter { $0.hasSuffix(".html") && $0 != "index.html" }
        let svgs = output.files.filter { $0.path.hasSuffix(".svg") }
        #expect(svgs.map(\.path) == pages.map(SiteRenderer.svgPath(forPage:)))
        for svg in svgs {
            let report = Validator().validate(svg.contents, as: .svg)
            #expect(report.isValid, "\(report.formatted(documentName: svg.path))")
        }
    }

    @Test func linksAndTheBackButtonLeadToTheOtherScreensSVGs() async throws {
        let output = await render()
        let svgs = Set(output.files.map(\.path).filter { $0.hasSuffix(".svg") })
        var hrefs = 0
        // Variant pages (`<page>__<state>`) are reached through their controls, not listed.
        for svg in output.files where svg.path.hasSuffix(".svg") && !svg.path.contains("__") {
            let text = String(decoding: svg.contents, as: UTF8.self)
            for href in text.components(separatedBy: "xlink:href=\"").dropFirst().map({ String($0.prefix { $0 != "\"" }) }) {
                hrefs += 1
                let folder = (svg.path as NSString).deletingLastPathComponent
                #expect(svgs.contains(folder + "/" + href), "\(svg.path) links to \(href), which the site does not have")
            }
        }
        // The plant app links to two screens, and each has a back button.
        #expect(hrefs >= 4)
    }

    @Test func theIndexLinksEachScreensHTMLAndSVG() async throws {
        let output = await render()
        let index = try #require(output.files.first { $0.path == "index.html" })
        let html = String(decoding: index.contents, as: UTF8.self)
        // Variant pages (`<page>__<state>`) are reached through their controls, not listed.
        for svg in output.files where svg.path.hasSuffix(".svg") && !svg.path.contains("__") {
            #expect(html.contains("href=\"\(svg.path)\">SVG</a>"), "the index does not link \(svg.path)")
        }
        let withoutSVG = await SiteRenderer().render(SitePlan.make(pages: galleryPages, themes: [.marigold]))
        let plainIndex = try #require(withoutSVG.files.first { $0.path == "index.html" })
        #expect(!String(decoding: plainIndex.contents, as: UTF8.self).contains(">SVG</a>"))
    }
}
