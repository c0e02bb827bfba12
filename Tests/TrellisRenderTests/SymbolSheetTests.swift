import Foundation
import Testing
import TrellisSite
@testable import TrellisTestSupport

/// The contact sheet scripts/symbol-sheet.sh screenshots to look at every drawing.
struct SymbolSheetTests {
    /// Every symbol is on the sheet once, under its own name; with TRELLIS_SYMBOL_SHEET set (by
    /// the script) the sheet is also written there.
    @Test func contactSheetShowsEverySymbolOnceUnderItsName() throws {
        let catalog = SymbolCatalog.builtIn
        let sheet = catalog.contactSheet()
        for name in catalog.names {
            #expect(sheet.components(separatedBy: "<div class=\"name\">\(name)</div>").count == 2, "\(name)")
        }
        // Two sizes of each drawing.
        #expect(sheet.components(separatedBy: "<svg ").count - 1 == 2 * catalog.names.count)
        if let path = ProcessInfo.processInfo.environment["TRELLIS_SYMBOL_SHEET"] {
            try sheet.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
