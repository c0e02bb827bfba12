import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisSite
import TrellisTesting

/// Marketplace and listings app code as public apps write it (real-estate listings with a filter
/// sheet, a photo pager and an agent card; event tickets with a seat picker; a dating swipe deck
/// and profile editor; a classifieds post form; a chat list), compiled with only `import SwiftUI`
/// changed. Each screen renders to valid HTML and SVG in both color schemes.
@MainActor @Suite struct MarketplaceCorpusTests {
    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(MarketplaceScreens.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-l")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in MarketplaceScreens.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
        #expect(rendering.unknownSymbols.isEmpty, "\(rendering.unknownSymbols.sorted())")
        if let path = ProcessInfo.processInfo.environment["TRELLIS_UNKNOWN_SYMBOLS_OUT"] {
            try? (rendering.unknownSymbols.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    @Test func twoScreensKeepTheirGoldens() {
        // Screens that format nothing with the machine's locale and colour nothing by a hash.
        assertGolden(of: SwipeDeckView(), as: [.dump, .html, .svg], named: "swipe-deck", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: AgentContactCard(agent: .sample).padding(), as: [.dump, .html, .svg], named: "agent-card", themes: [.marigold], colorSchemes: [.light, .dark])
    }
}
