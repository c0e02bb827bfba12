import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// The effect screens rendered as the site renders every page (checked by libxml2), then
/// measured in Chromium (recorded in the fixture `effect`): every HTML box and every painted SVG
/// element within 1 px of where the engine's frame lands under the transforms above it
/// (`EffectExpectation`), and the text lines of the two outputs within 0.5 px. The screenshots
/// are compared in `EffectPixelAgreementTests`. `TRELLIS_EFFECTS_OUT=DIR` keeps the files.
@Suite(.serialized)
struct EffectAgreementTests {
    static let pages = effectPages

    @MainActor func renderedSite() async throws -> (URL, SitePlan, keep: Bool) {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_EFFECTS_OUT"]
        let directory = try kept.map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
        let plan = SitePlan.make(pages: Self.pages, themes: [.marigold], colorSchemes: [.light])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        return (directory, plan, kept != nil)
    }

    @MainActor @Test func everyEffectScreenRendersValidHTMLAndSVG() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        #expect(plan.documents.count == Self.pages.count)
        for document in plan.documents {
            let svg = try String(contentsOf: directory.appendingPathComponent(SiteRenderer.svgPath(forPage: document.path)), encoding: .utf8)
            #expect(svg.contains("<g id=\"n0"), "\(document.path)")
        }
    }

    @MainActor @Test func effectNodesLandWhereTheirTransformsPutThem() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let screens = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: nil, fixture: "effect")
        var htmlReports: [AgreementReport] = []
        var svgAgreement = SVGAgreement()
        for (screen, page) in zip(screens, Self.pages) {
            let tree = page.makeView().resolved()
            let expected = try EffectExpectation.expectedEntries(screen.engine, tree: tree)
            htmlReports.append(compare(engine: expected, browser: screen.html.boxes, page: screen.page))
            svgAgreement.compare(engine: expected, svg: screen.svg, html: screen.html, page: screen.page)
        }
        let report = AgreementReport.combined(htmlReports)
        print("effect agreement: \(screens.count) pages, HTML \(report)\n\(svgAgreement)")
        #expect(report.compared > 100)
        expectAgreement(report)
        expectAgreement(svgAgreement.boxReport)
        #expect(svgAgreement.strayIDs.isEmpty, "\(svgAgreement.strayIDs)")
        #expect(svgAgreement.lines.mismatches.isEmpty, "\(svgAgreement.lines)")
    }

    /// The 120 × 60 rectangle turned 30° about its center: its bounding box, measured in Chromium
    /// on the SVG's `rect` and on the HTML's box inside the turned one, is the one the corners
    /// (±60, ±30) turned by 30° span: 2·(60 cos 30° + 30 sin 30°) by 2·(60 sin 30° + 30 cos 30°).
    @MainActor @Test func aRotatedRectangleSpansTheBoxItsTurnedCornersSpanInBothOutputs() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let screen = try #require(try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: nil, fixture: "effect").first)
        let rotation = try #require(screen.engine.first { $0.kind == "rotationEffect" })
        let shape = try #require(screen.engine.first { $0.id.hasPrefix(rotation.id + ".") && $0.kind == "shape" })
        #expect(shape.width == 120 && shape.height == 60)
        let (c, s) = (cos(Double.pi / 6), sin(Double.pi / 6))
        let (halfWidth, halfHeight) = (60 * c + 30 * s, 60 * s + 30 * c)
        let center = (shape.x + 60, shape.y + 30)
        let expected = Box(x: center.0 - halfWidth, y: center.1 - halfHeight, width: 2 * halfWidth, height: 2 * halfHeight)
        for (name, page) in [("SVG", screen.svg), ("HTML", screen.html)] {
            let box = try #require(page.boxes[shape.id], "\(name) has no element for \(shape.id)")
            let off = max(abs(box.x - expected.x), abs(box.y - expected.y), abs(box.width - expected.width), abs(box.height - expected.height))
            #expect(off < 0.1, "\(name): \(box), expected \(expected)")
            // The turned node's own element keeps the frame the layout gave it, to Chromium's
            // layout unit (1/64 px: a frame at y 278.3 is laid out at 278.296875).
            if name == "HTML" {
                let own = try #require(page.boxes[rotation.id])
                let drift = max(abs(own.x - rotation.box.x), abs(own.y - rotation.box.y), abs(own.width - rotation.box.width), abs(own.height - rotation.box.height))
                #expect(drift < 1.0 / 64, "\(own), the engine's \(rotation.box)")
            }
        }
    }

    @MainActor @Test(.enabled(if: executable("xmllint") != nil || isCI, "needs xmllint (libxml2-utils; required on CI)"))
    func everyEffectSVGIsValidAgainstTheW3CDTDAndRendersInRsvg() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let files = plan.documents.map { directory.appendingPathComponent(SiteRenderer.svgPath(forPage: $0.path)).path }
        let xmllint = try #require(executable("xmllint"))
        let result = try runWithStatus(xmllint, ["--noout", "--nonet", "--dtdvalid", svgDTD] + files)
        #expect(result.status == 0 && result.errors.isEmpty, "xmllint exited \(result.status):\n\(result.errors)")
        if let rsvg = executable("rsvg-convert") {
            for file in files {
                let png = try runWithStatus(rsvg, [file, "-o", file + ".png"])
                #expect(png.status == 0 && png.errors.isEmpty, "\(file): \(png.errors)")
            }
        }
    }
}
