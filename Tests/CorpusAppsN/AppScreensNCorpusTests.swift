import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisRender
import TrellisTesting

/// Everyday-life app code as public apps write it (a plant-care app with a watering schedule and
/// a progress ring, a pet tracker with a vet log and weight form, a baby feeding timer and day
/// summary, a grocery list by aisle, a chores rota with a week strip, family settings), compiled
/// with only `import SwiftUI` changed. Each screen renders to valid HTML and SVG.
@MainActor @Suite struct AppScreensNCorpusTests {
    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(AppScreensN.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-n")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in AppScreensN.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
        #expect(rendering.unknownSymbols.isEmpty, "\(rendering.unknownSymbols.sorted())")
        if let path = ProcessInfo.processInfo.environment["TRELLIS_UNKNOWN_SYMBOLS_OUT"] {
            try? (rendering.unknownSymbols.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
