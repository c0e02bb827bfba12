import Foundation
import Testing
import Trellis
import TrellisLayout
@testable import TrellisCLI
@testable import TrellisGolden
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// `--dynamic-type`: how it parses, the pages of a run with it, and the engine's text at the
/// accessibility sizes.
@MainActor @Suite struct DynamicTypeMatrixTests {
    private func options(_ arguments: String...) throws -> RenderOptions {
        guard case .render(let options) = try TrellisInvocation.parse(["render"] + arguments) else {
            Issue.record("not a render invocation")
            return RenderOptions()
        }
        return options
    }

    private func message(_ arguments: String...) -> String? {
        do {
            _ = try TrellisInvocation.parse(["render"] + arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func sizesParseInAnyCaseAndComeSmallestFirst() throws {
        #expect(try options().dynamicTypeSizes == [.large])
        #expect(try options("--dynamic-type", "accessibility3,xSmall,LARGE").dynamicTypeSizes == [.xSmall, .large, .accessibility3])
        #expect(try options("--dynamic-type", "ax5", "--dynamic-type=xxxlarge").dynamicTypeSizes == [.xxxLarge, .accessibility5])
        #expect(try options("--dynamic-type", "all").dynamicTypeSizes == DynamicTypeSize.allCases)
    }

    @Test func anUnknownSizeIsNamedWithTheNearestOne() {
        let sizes = "sizes: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, "
            + "accessibility3, accessibility4, accessibility5, or all"
        #expect(message("--dynamic-type", "xlarg") == "unknown Dynamic Type size 'xlarg' (did you mean 'xLarge'?); " + sizes)
        #expect(message("--dynamic-type", "large,acessibility2") == "unknown Dynamic Type size 'acessibility2' (did you mean 'accessibility2'?); " + sizes)
        #expect(message("--dynamic-type", "huge") == "unknown Dynamic Type size 'huge'; " + sizes)
        #expect(message("--dynamic-type") == "--dynamic-type needs a value")
    }

    @Test func checkTakesTheSizesForContrastAndGoldens() throws {
        let contrast = try CheckCommand.parse(["--contrast", "--dynamic-type", "accessibility5,large"])
        #expect(contrast.dynamicTypeSizes == [.large, .accessibility5])
        let golden = try CheckCommand.parse(["--golden", "/tmp/g", "--dynamic-type", "xSmall"])
        #expect(golden.golden?.dynamicTypeSizes == [.xSmall] && golden.dynamicTypeSizes == [.xSmall])
        #expect(throws: UsageError.self) { try CheckCommand.parse(["--contrast", "--dynamic-type", "tiny"]) }
    }

    @Test func goldensAtOtherSizesNameTheSizeAndLargeKeepsTheOldNames() {
        var variants = GoldenVariants(themes: [.marigold], colorSchemes: [.light], canvases: [.phone], formats: [.dump, .html])
        variants.dynamicTypeSizes = [.large, .accessibility3]
        let names = variants.jobs(stem: "greeting") { greetingPage.makeView().resolved(in: $0) }.map(\.fileName)
        #expect(names == [
            "greeting.marigold.light.dump", "greeting.marigold.light.phone.html",
            "greeting.marigold.light.accessibility3.dump", "greeting.marigold.light.accessibility3.phone.html",
        ])
    }

    @Test func textIsLargerAtTheAccessibilitySizes() {
        let text = Text("Water the monstera").font(.headline)
        var sizes: [CGSize] = []
        for size in [DynamicTypeSize.xSmall, .large, .accessibility1, .accessibility5] {
            var environment = EnvironmentValues()
            environment.dynamicTypeSize = size
            let laidOut = LayoutEngine.standard.layout(text.resolved(in: environment), in: CGSize(width: 2000, height: 800))
            sizes.append(laidOut[0].frame.size)
        }
        for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
            #expect(smaller.width < larger.width && smaller.height < larger.height, "\(sizes)")
        }
        // One line at each size, so the height is the font's own, 2444/2048 of its size (14, 17,
        // 28 and 53 pt: 16.71, 20.29, 33.41, 63.25), as a line box rounded to 1/64.
        let lineBoxes: [CGFloat] = [1069, 1299, 2138, 4048].map { $0 / 64 }
        #expect(sizes.map(\.height) == lineBoxes)
    }

    @Test func everySizeRendersValidPagesThatLinkTheirSizes() async throws {
        let plan = SitePlan.make(
            pages: [greetingPage] + Array(galleryPages.prefix(3)), themes: [.marigold], colorSchemes: [.light, .dark],
            dynamicTypeSizes: [.xSmall, .large, .accessibility5])
        #expect(plan.dynamicTypeSizes == [.xSmall, .large, .accessibility5])
        #expect(plan.variants.map(\.fileSuffix) == [".xsmall", "", ".accessibility5", ".dark.xsmall", ".dark", ".dark.accessibility5"])
        let output = await SiteRenderer(check: libxml2Check, writesSVG: true).render(plan)
        #expect(output.failures.isEmpty, "\(output.failures)")
        let files = Dictionary(output.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { a, _ in a })
        let page = try #require(files["marigold/greeting.dark.accessibility5.html"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(page.contains("<title>Greeting · Marigold · Dark · AX5 · Phone 390×844</title>"))
        #expect(page.contains("<span class=\"page-sizes\" role=\"group\" aria-label=\"Text sizes\"><a href=\"greeting.dark.xsmall.html\""))
        #expect(page.contains("<a href=\"greeting.dark.html\" title=\"Greeting at the Large text size\">Large</a><span aria-current=\"page\">AX5</span>"))
        #expect(page.contains(".page-sizes { display: inline-flex;"))
        #expect(files["marigold/greeting.xsmall.svg"] != nil)
        let index = try #require(files["index.html"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(index.contains("<nav class=\"theme-picker\" aria-label=\"Text size\"><label for=\"size-xsmall\">xSmall</label><label for=\"size-large\">Large</label><label for=\"size-accessibility5\">AX5</label></nav>"))
        #expect(index.contains("#theme-marigold:checked ~ #scheme-dark:checked ~ #size-accessibility5:checked ~ main .theme-section-marigold-dark-accessibility5-phone { display: block; }"))
        #expect(index.contains("at the xSmall, Large and AX5 text sizes"))
    }

    @Test func aRunWithOnlyTheDefaultSizeHasNoSizeSwitch() async throws {
        let plan = SitePlan.make(pages: [greetingPage], themes: [.marigold], dynamicTypeSizes: [.large])
        #expect(plan.variants == [.standard])
        let output = await SiteRenderer(check: libxml2Check).render(plan)
        let text = output.files.compactMap { String(data: $0.contents, encoding: .utf8) }.joined()
        #expect(!text.contains("page-sizes") && !text.contains("size-large"))
    }
}
