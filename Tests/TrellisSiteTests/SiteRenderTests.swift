import Foundation
import Testing
import Trellis
import TrellisGallery
@testable import TrellisRender
@testable import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

/// What each theme gives screens: the background and the text color (the seed article's for its
/// three, UIKit's systemBackground and label for the system theme).
private let seedColors: [String: (background: String, text: String)] = [
    "System": ("#ffffff", "#000000"),
    "Marigold": ("#ffddff", "#181a1b"),
    "Sunflower": ("#34c759", "#ff3b30"),  // .green and .red
    "Brinjal": ("#ffcc00", "#af52de"),    // palette yellow and .purple
]

@MainActor @Suite struct SiteRenderTests {
    private func render(
        _ pages: [SitePage], themes: [Theme] = Theme.all, concurrently: Bool = true, check: DocumentCheck? = nil
    ) async -> (SitePlan, SiteRenderer.Output) {
        let plan = SitePlan.make(pages: pages, themes: themes)
        let output = await SiteRenderer(check: check).render(plan, concurrently: concurrently)
        return (plan, output)
    }

    private func page(_ output: SiteRenderer.Output, _ path: String) -> String {
        guard let file = output.files.first(where: { $0.path == path }) else {
            Issue.record("no page \(path); failures: \(output.failures)")
            return ""
        }
        return String(decoding: file.contents, as: UTF8.self)
    }

    @Test(arguments: Theme.all.map(\.name))
    func everyGalleryPageShowsItsTitleThemeAndColors(themeName: String) async throws {
        let theme = try Theme(named: themeName)
        let (_, output) = await render(galleryPages, themes: [theme])
        #expect(output.failures.isEmpty, "\(output.failures)")
        let colors = try #require(seedColors[theme.name])
        for gallery in Gallery.pages {
            let html = page(output, Slug.make(theme.name) + "/" + gallery.id + ".html").lowercased()
            let title = MarkupEscaping.text(gallery.title).lowercased()
            #expect(html.contains("<title>\(title) · \(theme.name.lowercased()) · light · phone 390×844</title>"), "\(gallery.id)")
            #expect(html.contains("<h1 class=\"page-title\">\(title)</h1>"), "\(gallery.id)")
            #expect(html.contains("<p class=\"page-theme\">\(theme.name.lowercased()) theme</p>"), "\(gallery.id)")
            #expect(html.contains(colors.background), "\(gallery.id) lacks the \(theme.name) background")
        }
        // The plant app's texts take the theme's text color; the app picks Marigold itself where
        // the page's theme is not one of the seed's three.
        let plant = page(output, Slug.make(theme.name) + "/plant-app.html").lowercased()
        let drawn = try #require(seedColors[Theme.presets.contains(theme) ? theme.name : "Marigold"])
        #expect(plant.contains(drawn.text))
    }

    @Test func thePlantAppsLinksLeadToItsOtherScreens() async {
        let (_, output) = await render(galleryPages, themes: [.marigold, .sunflower])
        let home = page(output, "marigold/plant-app.html")
        #expect(home.contains("href=\"plant-app--style-view.html\""))
        let style = page(output, "marigold/plant-app--style-view.html")
        #expect(style.contains("href=\"plant-app--style-update-demo-view.html\""))
        // The shell: back to the page it came from, the index, the same screen in the other theme.
        #expect(style.contains("<a class=\"page-back\" href=\"plant-app.html\">‹ Global styling</a>"))
        #expect(style.contains("href=\"../index.html\""))
        #expect(style.contains("<a href=\"../sunflower/plant-app--style-view.html\""))
        #expect(style.contains("<span aria-current=\"page\">Marigold</span>"))
        #expect(style.contains("<title>Global styling › StyleView · Marigold · Light · Phone 390×844</title>"))
    }

    @Test func theIndexLinksEveryPageAndSwitchesThemesWithoutScript() async {
        let (plan, output) = await render(galleryPages)
        let index = page(output, "index.html")
        // A control's state is reached through the control, not listed.
        for document in plan.documents where document.stateName == nil {
            #expect(index.contains("href=\"\(document.path)\""), "\(document.path)")
            #expect(index.contains("src=\"\(document.path)#trellis-screen\""), "\(document.path)")
        }
        #expect(index.contains("<input type=\"radio\" class=\"theme-choice\" name=\"theme\" id=\"theme-system\" checked=\"checked\"/>"))
        #expect(index.contains("<input type=\"radio\" class=\"theme-choice\" name=\"theme\" id=\"theme-marigold\"/>"))
        #expect(index.contains("<input type=\"radio\" class=\"theme-choice\" name=\"theme\" id=\"theme-brinjal\"/>"))
        #expect(index.contains("<label for=\"theme-sunflower\">Sunflower</label>"))
        #expect(index.contains("#theme-sunflower:checked ~ main .theme-section-sunflower { display: block; }"))
        #expect(!index.contains("<script"))
        #expect(!index.contains("http://") && !index.contains("https://"))
    }

    @Test func everyPageNamesTheBundledFonts() async {
        let (_, output) = await render([greetingPage], themes: [.marigold])
        let html = page(output, "marigold/greeting.html")
        #expect(html.contains("font-family: \"DejaVu Sans\"; font-style: normal; font-weight: 400; src: url(\"../assets/DejaVuSans.ttf\")"))
        #expect(html.contains("src: url(\"../assets/DejaVuSans-Bold.ttf\")"))
        #expect(page(output, "index.html").contains("src: url(\"assets/DejaVuSans.ttf\")"))
    }

    @Test func concurrentOutputIsByteIdenticalToSerial() async {
        let (_, serial) = await render(galleryPages, concurrently: false)
        for _ in 0..<3 {
            let (_, concurrent) = await render(galleryPages, concurrently: true)
            #expect(concurrent.files == serial.files)
            #expect(concurrent.failures == serial.failures)
        }
        let documents = SitePlan.make(pages: galleryPages, themes: Theme.all).documents.count + 1
        #expect(serial.files.count + serial.failures.count == documents)
        #expect(serial.files.count > 10)
    }

    @Test func emittingAndCheckingRunOffTheMainThread() async {
        let threads = CapturedOutput()
        let (_, output) = await render([greetingPage], check: { _, path in
            threads.commandOutput.standardOutput(Thread.isMainThread ? "main:\(path) " : "")
            return nil
        })
        #expect(output.failures.isEmpty)
        #expect(threads.standardOutput == "")
    }

    @Test func hostileTitlesAreEscapedEverywhere() async {
        let hostile = "<script>alert(\"x\")</script> & 'quotes' ]]> \u{1}\u{7}\u{FFFE}end"
        let page = SitePage(id: "hostile", title: hostile, summary: hostile) { AnyView(Text("Hi")) }
        let (_, output) = await render([page], themes: [.marigold])
        let html = self.page(output, "marigold/hostile.html")
        let index = self.page(output, "index.html")
        for document in [html, index] {
            #expect(!document.contains("<script>"))
            #expect(!document.contains("\u{1}") && !document.contains("\u{7}") && !document.contains("\u{FFFE}"))
            #expect(document.contains("&lt;script&gt;alert(\"x\")&lt;/script&gt; &amp; 'quotes' ]]&gt; end"))
            let report = Validator().validate(document, as: .html)
            #expect(!report.problems.contains { $0.check == .wellFormedness }, "\(report.problems)")
        }
    }

    @Test func everyDocumentPassesLibxml2() async {
        let (_, output) = await render(galleryPages, check: libxml2Check)
        #expect(output.failures.isEmpty, "\(output.failures.map(\.description).joined(separator: "\n"))")
    }
}

@MainActor @Suite struct SiteNavigationTests {
    @Test func aPageLinksOnlyToThemesTheRunRendered() async {
        let plan = SitePlan.make(pages: [greetingPage], themes: [.marigold, .brinjal])
        let output = await SiteRenderer().render(plan)
        let html = output.files.first { $0.path == "brinjal/greeting.html" }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
        #expect(html.contains("<a href=\"../marigold/greeting.html\""))
        #expect(!html.contains("sunflower"))
        let index = output.files.first { $0.path == "index.html" }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
        #expect(index.contains("id=\"theme-brinjal\"") && !index.contains("theme-sunflower"))
    }

    @Test func aSingleThemeRunHasNoThemeSwitchOnItsPages() async {
        let plan = SitePlan.make(pages: [greetingPage], themes: [.sunflower])
        let output = await SiteRenderer().render(plan)
        let html = output.files.first { $0.path == "sunflower/greeting.html" }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
        #expect(html.contains("href=\"../index.html\""))
        #expect(!html.contains("class=\"page-themes\""))
    }
}
