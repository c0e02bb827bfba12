import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisRender
import TrellisTesting

/// Apps written in 2024–2026 with the newest APIs (a photo journal, a reading tracker, a podcast
/// player, a recipe box, a travel wishlist and a "What's new in SwiftUI" showcase, with iOS 26
/// Liquid Glass behind `#available`), compiled with only `import SwiftUI` changed. Each screen
/// renders to valid HTML and SVG in both color schemes.
@MainActor @Suite struct AppScreensICorpusTests {
    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(AppScreensI.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-i")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in AppScreensI.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
        if let path = ProcessInfo.processInfo.environment["TRELLIS_UNKNOWN_SYMBOLS_OUT"] {
            try? (rendering.unknownSymbols.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
