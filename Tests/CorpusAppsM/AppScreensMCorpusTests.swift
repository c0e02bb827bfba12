import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisRender
import TrellisTesting

/// News, RSS-reader and sports-scores app code as public apps write it (a feed with a hero card
/// and category chips, a markdown article reader, bookmarks, feeds with unread badges, live
/// scores, a Grid standings table, a match detail with segmented tabs, a play-by-play timeline,
/// settings), compiled with only `import SwiftUI` changed. Each screen renders to valid HTML and SVG.
@MainActor @Suite struct AppScreensMCorpusTests {
    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(AppScreensM.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-m")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in AppScreensM.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
        #expect(rendering.unknownSymbols.isEmpty, "\(rendering.unknownSymbols.sorted())")
        if let path = ProcessInfo.processInfo.environment["TRELLIS_UNKNOWN_SYMBOLS_OUT"] {
            try? (rendering.unknownSymbols.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
