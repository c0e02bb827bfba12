import Foundation
import Testing
import Trellis
import TrellisGallery
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// Pages in a color scheme other than light and on canvases other than the phone.
@MainActor @Suite struct SiteVariantTests {
    private func render(
        _ pages: [SitePage] = [greetingPage], themes: [Theme] = [.brinjal],
        schemes: [ColorScheme], canvases: [RenderCanvas] = [.phone], concurrently: Bool = true,
        check: DocumentCheck? = nil
    ) async -> SiteRenderer.Output {
        let plan = SitePlan.make(pages: pages, themes: themes, colorSchemes: schemes, canvases: canvases)
        return await SiteRenderer(check: check).render(plan, concurrently: concurrently)
    }

    private func page(_ output: SiteRenderer.Output, _ path: String) -> String {
        guard let file = output.files.first(where: { $0.path == path }) else {
            Issue.record("no page \(path); have \(output.files.map(\.path)); failures: \(output.failures)")
            return ""
        }
        return String(decoding: file.contents, as: UTF8.self)
    }

    /// The CSS rule of the screen's canvas `div`, found through its class.
    /// The screen's declarations: its class's rule, then its own inline style (its size).
    private func canvasRule(_ html: String) -> String? {
        guard let start = html.range(of: "<div class=\"trellis-screen ") else { return nil }
        let className = html[start.upperBound...].prefix { $0 != "\"" && $0 != " " }
        guard let rule = html.range(of: "." + className + "{") else { return nil }
        let tag = html[start.lowerBound...].prefix { $0 != ">" }
        let style = tag.firstMatch(of: /style="([^"]*)"/).map { ";" + $0.1 } ?? ""
        return String(html[rule.upperBound...].prefix { $0 != "}" }) + style
    }

    @Test func aDarkPageHasTheDarkSystemColors() async {
        let output = await render(schemes: [.light, .dark])
        #expect(output.failures.isEmpty, "\(output.failures)")
        // Brinjal's text is .purple and its background the palette's yellow: #AF52DE on #FFCC00 in
        // light mode; in dark mode its own dark pair, #E8C6FF on #3A2E00.
        let dark = page(output, "brinjal/greeting.dark.html").lowercased()
        #expect(dark.contains("color:#e8c6ff"))
        #expect(dark.contains("background-color:#3a2e00"))
        #expect(!dark.contains("#af52de") && !dark.contains("#ffcc00"))
        #expect(dark.contains("data-color-scheme=\"dark\""))
        let light = page(output, "brinjal/greeting.html").lowercased()
        #expect(light.contains("color:#af52de") && light.contains("background-color:#ffcc00"))
        #expect(!light.contains("#bf5af2"))
    }

    @Test func linksInADarkPageLeadToDarkPages() async {
        let output = await render(schemes: [.dark])
        let home = page(output, "brinjal/greeting.dark.html")
        #expect(home.contains("href=\"greeting--details.dark.html\""))
        #expect(!home.contains("href=\"greeting--details.html\""))
        let details = page(output, "brinjal/greeting--details.dark.html")
        // The screen's back button and the shell's back link return to the dark page.
        #expect(details.contains("<a class=\"page-back\" href=\"greeting.dark.html\">‹ Greeting</a>"))
        #expect(details.components(separatedBy: "href=\"greeting.dark.html\"").count == 3)
        #expect(!details.contains("href=\"greeting.html\""))
    }

    @Test func aTabletPageHasATabletCanvas() async {
        let output = await render(schemes: [.light], canvases: [.phone, .tablet])
        let tablet = page(output, "brinjal/greeting.tablet.html")
        let rule = canvasRule(tablet)
        #expect(rule?.contains("width:820px;height:1180px") == true, "\(rule ?? "no canvas rule")")
        #expect(tablet.contains("href=\"greeting--details.tablet.html\""))
        #expect(tablet.contains("<title>Greeting · Brinjal · Light · Tablet 820×1180</title>"))
        let phone = page(output, "brinjal/greeting.html")
        #expect(canvasRule(phone)?.contains("width:390px;height:844px") == true)
        let custom = await render(schemes: [.dark], canvases: [RenderCanvas(name: "1024x768", width: 1024, height: 768)])
        #expect(canvasRule(page(custom, "brinjal/greeting.dark.1024x768.html"))?.contains("width:1024px;height:768px") == true)
    }

    @Test func theShellLinksTheSameScreenInEveryOtherRenderedVariant() async {
        let output = await render(themes: [.marigold, .brinjal], schemes: [.light, .dark], canvases: [.phone, .desktop])
        let html = page(output, "brinjal/greeting--details.dark.desktop.html")
        #expect(html.contains("<a href=\"../marigold/greeting--details.dark.desktop.html\""))
        #expect(html.contains("<span class=\"page-schemes\" role=\"group\" aria-label=\"Color schemes\"><a href=\"greeting--details.desktop.html\" title=\"Greeting › Details in light mode\">Light</a><span aria-current=\"page\">Dark</span></span>"))
        #expect(html.contains("<span class=\"page-canvases\" role=\"group\" aria-label=\"Canvases\"><a href=\"greeting--details.dark.html\" title=\"Greeting › Details on the Phone 390×844 canvas\">Phone 390×844</a><span aria-current=\"page\">Desktop 1280×800</span></span>"))
        #expect(html.contains("<p class=\"page-variant\">Dark · Desktop 1280×800</p>"))
        // A run with one scheme and one canvas offers no switch for either.
        let plain = await render(themes: [.marigold, .brinjal], schemes: [.light])
        let single = page(plain, "brinjal/greeting.html")
        #expect(single.contains("class=\"page-themes\""))
        #expect(!single.contains("class=\"page-schemes\"") && !single.contains("class=\"page-canvases\""))
    }

    @Test func theIndexSwitchesSchemesAndCanvasesOnlyWhenThereAreSeveral() async {
        let output = await render(themes: Theme.all, schemes: [.light, .dark], canvases: [.phone, .desktop])
        let index = page(output, "index.html")
        #expect(index.contains("<input type=\"radio\" class=\"theme-choice\" name=\"scheme\" id=\"scheme-light\" checked=\"checked\"/>\n<input type=\"radio\" class=\"theme-choice\" name=\"scheme\" id=\"scheme-dark\"/>"))
        #expect(index.contains("<input type=\"radio\" class=\"theme-choice\" name=\"canvas\" id=\"canvas-desktop\"/>"))
        #expect(index.contains("<nav class=\"theme-picker\" aria-label=\"Color scheme\"><label for=\"scheme-light\">Light</label><label for=\"scheme-dark\">Dark</label></nav>"))
        #expect(index.contains("#theme-sunflower:checked ~ #scheme-dark:checked ~ #canvas-desktop:checked ~ main .theme-section-sunflower-dark-desktop { display: block; }"))
        #expect(index.contains("<section class=\"theme-section theme-section-sunflower-dark-desktop\" aria-label=\"Sunflower · Dark · Desktop 1280×800\">"))
        #expect(index.contains("src=\"sunflower/greeting--details.dark.desktop.html#trellis-screen\""))
        // A desktop preview is the 1280×800 page scaled to 0.31: 396.8×248, in a grid of that width.
        #expect(index.contains(".page-preview.canvas-desktop { width: 396.8px; height: 248px; }"))
        #expect(index.contains(".page-preview.canvas-desktop iframe { width: 1280px; height: 800px; transform: scale(0.31); }"))
        #expect(index.contains(".page-grid.canvas-desktop { grid-template-columns: repeat(auto-fill, 396.8px); }"))
        #expect(index.contains(".page-preview.canvas-phone { width: 195px; height: 422px; }"))
        #expect(!index.contains("<script"))

        let lightOnly = page(await render(themes: Theme.all, schemes: [.light], canvases: [.phone, .tablet]), "index.html")
        #expect(!lightOnly.contains("name=\"scheme\"") && !lightOnly.contains("aria-label=\"Color scheme\""))
        #expect(lightOnly.contains("<label for=\"canvas-tablet\">Tablet 820×1180</label>"))
        #expect(lightOnly.contains("#theme-brinjal:checked ~ #canvas-tablet:checked ~ main .theme-section-brinjal-light-tablet { display: block; }"))
    }

    @Test func previewScalesFitTheirBoxInHundredths() {
        #expect(GalleryIndex.previewScale(.phone) == 0.5)
        #expect(GalleryIndex.previewScale(.tablet) == 0.35)  // 287 × 413: 422 / 1180 = 0.357…
        #expect(GalleryIndex.previewScale(.desktop) == 0.31)  // 400 / 1280 = 0.3125
        #expect(GalleryIndex.previewScale(RenderCanvas(name: "10x10", width: 10, height: 10)) == 0.5)
    }

    @Test func everyVariantOfTheGalleryPassesLibxml2AndRendersTheSameConcurrently() async {
        let serial = await render(galleryPages, themes: Theme.all, schemes: [.light, .dark], canvases: [.phone, .desktop],
                                  concurrently: false, check: libxml2Check)
        #expect(serial.failures.isEmpty, "\(serial.failures.map(\.description).joined(separator: "\n"))")
        let concurrent = await render(galleryPages, themes: Theme.all, schemes: [.light, .dark], canvases: [.phone, .desktop],
                                      concurrently: true, check: libxml2Check)
        #expect(concurrent.files == serial.files)
        #expect(serial.files.count > 80)
    }
}
