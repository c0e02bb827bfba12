import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisSite
import TrellisTesting

/// Finance app code as public apps write it (a bank with accounts, a day-grouped transactions
/// list, a transfer form; a budget tracker with hand-drawn bars; a crypto watchlist with
/// sparklines; subscriptions, bill splitting, invoices, savings goals, settings, a PIN pad and a
/// login), compiled with only `import SwiftUI` changed. Each screen renders to valid HTML and SVG.
@MainActor @Suite struct FinanceCorpusTests {
    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(FinanceScreens.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-g")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in FinanceScreens.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
        if let path = ProcessInfo.processInfo.environment["TRELLIS_UNKNOWN_SYMBOLS_OUT"] {
            try? (rendering.unknownSymbols.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    @Test func threeScreensKeepTheirGoldens() {
        // Screens whose app code formats money only through a Text's format (the environment's
        // locale) or a NumberFormatter set to en_US, never `.formatted()` with the machine's, and draw only
        // symbols Trellis has.
        assertGolden(of: AccountCardView(account: Account.samples[0]).padding(), as: [.dump, .html, .svg], named: "account-card", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: TransactionRow(transaction: Transaction.samples[1]).padding(), as: [.dump, .html, .svg], named: "transaction-row", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: AddSubscriptionView { _ in }, as: [.dump, .html, .svg], named: "add-subscription", themes: [.marigold], colorSchemes: [.light, .dark])
    }
}
