#if TRELLIS_PREVIEW_MACRO
import Foundation
import Testing
@testable import Trellis
import TrellisSite
import TrellisValidation

/// `@Previewable` state in a `#Preview` body (PreviewsWithState.swift): the preview shows its
/// initial value, hands out bindings, and renders as a page like any other preview.
@MainActor @Suite struct PreviewableTests {
    func preview(_ name: String) throws -> Preview {
        try #require(Preview.all.first { $0.name == name })
    }

    @Test func previewableStateShowsItsInitialValue() throws {
        let dump = try preview("Previewable toggle").makeView().resolved().dump()
        #expect(dump.contains("Loud Noises"))
        // The switch is on: its knob sits at the trailing end on the green capsule.
        #expect(dump.contains("#34C759") || dump.contains("#34c759"), "\(dump)")
    }

    @Test func aPreviewWithPreviewableStateShowsAViewMadeForIt() throws {
        // As SwiftUI expands it: the tagged state is a property of a view, so it is state as a
        // view's state is (followed by the state variants), not a local of the closure.
        let shown = try preview("Previewable toggle").body()
        #expect(String(describing: type(of: shown)).contains("TrellisPreviewable"))
        let plain = try preview("x").body()
        #expect(!String(describing: type(of: plain)).contains("TrellisPreviewable"))
    }

    @Test func previewableStatementsAfterTheStateFormTheBody() throws {
        let dump = try preview("Previewable return").makeView().resolved().dump()
        #expect(dump.contains("text \"Hello, Ada\""))
        #expect(dump.contains("text \"Count: 3\""))
    }

    @Test func previewablePreviewsRenderToValidPages() async throws {
        let pages = SitePage.previews(Preview.all.filter { $0.fileID == "TrellisPreviewTests/PreviewsWithState.swift" })
        #expect(pages.map(\.id) == ["previewable-toggle", "previewable-return"])
        let check: DocumentCheck = { document, path in
            let report = Validator().validate(document, as: DocumentKind(path: path) ?? .html)
            return report.isValid ? nil : report.formatted(documentName: path)
        }
        let output = await SiteRenderer(check: check, writesSVG: true).render(SitePlan.make(pages: pages, themes: [.marigold]))
        #expect(output.failures.isEmpty, "\(output.failures)")
        let html = try #require(output.files.first { $0.path == "marigold/previewable-toggle.html" })
        #expect(String(decoding: html.contents, as: UTF8.self).contains("aria-checked=\"true\""))
    }
}
#endif
