import Foundation
import Testing
import Trellis
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite

/// Session 7's look fixes (LookFixes7Screens.swift) rendered as the site renders every page, checked by libxml2, and, in
/// Chromium, each node's HTML box and each painted SVG element within 1 px of the engine's
/// frame. `TRELLIS_LOOK_FIXES7_OUT=DIR` keeps the files (and screenshots) to look at.
@Suite(.serialized)
struct LookFixes7AgreementTests {
    static let pages = lookFixes7Screens.map { screen in
        SitePage(id: screen.id, title: screen.id, makeView: screen.makeView)
    }

    @MainActor func renderedSite() async throws -> (URL, SitePlan, keep: Bool) {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_LOOK_FIXES7_OUT"]
        let directory = try kept.map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
        let plan = SitePlan.make(pages: Self.pages, themes: [.marigold], colorSchemes: [.light, .dark])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        return (directory, plan, kept != nil)
    }

    @MainActor @Test func everyLookFixScreenRendersValidHTMLAndSVG() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        for document in plan.documents {
            let svg = directory.appendingPathComponent(SiteRenderer.svgPath(forPage: document.path))
            #expect(FileManager.default.fileExists(atPath: svg.path), "\(document.path)")
        }
    }

    @MainActor @Test(.enabled(if: ChromiumHarness.shouldRun, "needs chromium on PATH (required on CI)"))
    func lookFixNodesLandWithinOnePixelOfTheEngineInHTMLAndSVG() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let pages = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"))
        var htmlReports: [AgreementReport] = []
        var svgAgreement = SVGAgreement()
        for screen in pages {
            htmlReports.append(compare(engine: screen.engine, browser: screen.html.boxes, page: screen.page))
            svgAgreement.compare(engine: screen.engine, svg: screen.svg, html: screen.html, page: screen.page)
        }
        let report = AgreementReport.combined(htmlReports)
        print("look-fixes-7 agreement: \(pages.count) pages, \(report.compared) nodes, largest \(report.largest)\n\(svgAgreement)")
        #expect(report.compared > 100)
        expectAgreement(report)
        expectAgreement(svgAgreement.boxReport)
        #expect(svgAgreement.strayIDs.isEmpty, "\(svgAgreement.strayIDs)")
        #expect(svgAgreement.lines.mismatches.isEmpty, "\(svgAgreement.lines)")
    }
}

/// The layered rendering modes paint each layer of a drawing that has layers; a drawing without
/// layers, and monochrome, keep one color.
@MainActor
struct SymbolLayerMarkupTests {
    private func svg(_ view: some View) throws -> String { try SVGEmitter().render(view.resolved()) }

    @Test func multicolorPaintsTheSymbolsOwnColors() throws {
        let heart = try svg(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor))
        #expect(heart.contains("fill=\"#ff3b30\""))
        let weather = try svg(Image(systemName: "cloud.sun.fill").renderingMode(.original))
        #expect(weather.contains("fill=\"#ffcc00\"") && weather.contains("fill=\"#ffffff\""))
        let check = try svg(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.multicolor))
        #expect(check.contains("fill=\"#34c759\"") && check.contains("fill=\"#ffffff\""))
        #expect(!check.contains("evenodd"), "the check is drawn over the disc, not cut out of it")
        let dark = try SVGEmitter().render(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor).resolved(in: {
            var environment = EnvironmentValues()
            environment.colorScheme = .dark
            return environment
        }()))
        #expect(dark.contains("fill=\"#ff453a\""))
    }

    @Test func paletteAndHierarchicalPaintTheLayersByLevel() throws {
        let palette = try svg(Image(systemName: "checkmark.circle.fill").foregroundStyle(.white, .green))
        #expect(palette.contains("fill=\"#ffffff\"") && palette.contains("fill=\"#34c759\""))
        let hierarchical = try svg(Image(systemName: "cloud.rain.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.blue))
        #expect(hierarchical.contains("stroke-opacity=\"0.5\""))
        let html = try render(Image(systemName: "cloud.rain.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.blue)).body
        #expect(html.contains("stroke-opacity=\"0.5\""))
    }

    @Test func monochromeAndUnlayeredDrawingsKeepOneColor() throws {
        let plain = try svg(Image(systemName: "heart.fill").foregroundStyle(.pink))
        #expect(!plain.contains("#ff3b30"))
        let star = try svg(Image(systemName: "star.fill").symbolRenderingMode(.multicolor).foregroundStyle(.orange))
        #expect(star.contains("fill=\"#ff9500\""))
        #expect(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor).resolved().dump().contains("rendering=multicolor"))
    }
}
