import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisRender
import TrellisTesting

/// Follow-along tutorial projects as learners' repos write them (Hacking with Swift's 100 Days of
/// SwiftUI, Stanford CS193p's Memorize and Set, Kodeco's Kuchi, a Fruta-like menu), compiled with
/// only `import SwiftUI` changed. Each screen renders to valid HTML and SVG in both schemes.
@MainActor @Suite struct AppScreensKCorpusTests {
    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(AppScreensK.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-k")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in AppScreensK.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
        if let path = ProcessInfo.processInfo.environment["TRELLIS_UNKNOWN_SYMBOLS_OUT"] {
            try? (rendering.unknownSymbols.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
