import Foundation
import Testing
import Trellis
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

/// The families h51 drew (social, travel, shop, games, health, tools): every name is drawn, the
/// sheet of them at 17 and 44 pt renders to valid HTML and SVG, the engine sizes each to its
/// grid's aspect, and in Chromium each drawing fills its box without spilling out of it.
///
/// To look at them: `TRELLIS_SAMPLES=DIR swift test --filter SymbolFamiliesTests`, then
/// `python3 scripts/chromium-boxes.py --screenshot-dir DIR/png DIR/marigold/*.html DIR/marigold/*.svg`.
@MainActor struct SymbolFamiliesTests {
    @Test func everyAddedNameHasADrawingOfItsOwn() {
        for name in SymbolFamilySheet.added {
            let symbol = SymbolCatalog.builtIn.symbol(named: name)
            #expect(symbol != nil && symbol != SymbolCatalog.placeholder, "\(name)")
        }
        #expect(Set(SymbolFamilySheet.added).count == SymbolFamilySheet.added.count)
    }

    @Test func theSheetRendersToValidHTMLAndSVG() async throws {
        let output = await SymbolFamilySheet.output()
        #expect(output.failures.isEmpty, "\(output.failures)")
        let documents = output.files.filter { $0.path.hasPrefix("marigold/") && ($0.path.hasSuffix(".html") || $0.path.hasSuffix(".svg")) }
        #expect(documents.count == 2 * SymbolFamilySheet.pages.count)
        for document in documents {
            let report = Validator().validate(document.contents, as: document.path.hasSuffix(".svg") ? .svg : .html)
            #expect(report.isValid, "\(document.path): \(report.formatted(documentName: document.path))")
            // No added name fell back to the placeholder's question mark.
            #expect(!document.text.contains("M9.5 9.6C9.5 8.2 10.6 7.2 12 7.2"), "\(document.path)")
        }
        if let folder = ProcessInfo.processInfo.environment["TRELLIS_SAMPLES"] {
            try SiteWriter(directory: folder).write(output.files + FontAssets.files())
        }
    }

    @Test(arguments: SymbolFamilySheet.added)
    func theEngineSizesTheSymbolToItsGridsAspect(name: String) throws {
        let symbol = try #require(SymbolCatalog.builtIn.symbol(named: name))
        let frame = LayoutEngine.standard.layout(Image(systemName: name).font(.system(size: 44)).resolved(), in: CGSize(width: 390, height: 844))[0].frame
        #expect(abs(frame.width / frame.height - symbol.aspectRatio) < 0.01, "\(name): \(frame)")
    }
}
