import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisSite
import TrellisTesting

/// News, RSS-reader and sports-scores app code as public apps write it (a feed with a hero card
/// and category chips, a markdown article reader, bookmarks, feeds with unread badges, live
/// scores, a Grid standings table, a match detail with segmented tabs, a play-by-play timeline,
/// settings), compiled with only `import SwiftUI` changed. Each screen renders to valid HTML and SVG.
@MainActor @Suite struct NewsAndSportsCorpusTests {
    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(NewsAndSportsScreens.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-m")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in NewsAndSportsScreens.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
        // SF Symbols the corpus draws that Trellis has no drawing for yet (they render as the
        // placeholder); a symbol outside this list is a new miss.
        let knownMissing: Set<String> = [
            "briefcase", "desktopcomputer", "dot.radiowaves.up.forward", "hand.raised", "pause.circle.fill",
            "rectangle.portrait.fill", "soccerball", "sportscourt", "sportscourt.fill", "swift", "textformat.size",
        ]
        #expect(rendering.unknownSymbols.subtracting(knownMissing).isEmpty, "\(rendering.unknownSymbols.subtracting(knownMissing).sorted())")
        if let path = ProcessInfo.processInfo.environment["TRELLIS_UNKNOWN_SYMBOLS_OUT"] {
            try? (rendering.unknownSymbols.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    private let enUS = Locale(identifier: "en_US")

    private func texts(of view: some View) -> [ResolvedText] {
        view.resolved().root.subtree(includingDestinations: false).compactMap { node -> ResolvedText? in
            if case .text(let text) = node.kind { text } else { nil }
        }
    }

    @Test func aRelativeDateTimeFormatterWritesEachUnitsStyleAsFoundationDoes() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = enUS
        let twoHoursEarlier = Article.referenceDate.addingTimeInterval(-7_200)
        #expect(formatter.localizedString(for: twoHoursEarlier, relativeTo: Article.referenceDate) == "2 hours ago")
        formatter.unitsStyle = .short
        #expect(formatter.localizedString(for: twoHoursEarlier, relativeTo: Article.referenceDate) == "2 hr. ago")
        formatter.unitsStyle = .abbreviated
        #expect(formatter.localizedString(for: twoHoursEarlier, relativeTo: Article.referenceDate) == "2h ago")
        formatter.unitsStyle = .spellOut
        #expect(formatter.localizedString(for: Article.referenceDate.addingTimeInterval(300), relativeTo: Article.referenceDate) == "in five minutes")
        formatter.unitsStyle = .full
        let dayBefore = Article.referenceDate.addingTimeInterval(-86_400)
        #expect(formatter.localizedString(for: dayBefore, relativeTo: Article.referenceDate) == "1 day ago")
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(for: dayBefore, relativeTo: Article.referenceDate) == "yesterday")
        formatter.locale = Locale(identifier: "de_DE")
        formatter.dateTimeStyle = .numeric
        #expect(formatter.localizedString(for: dayBefore, relativeTo: Article.referenceDate) == "vor 1 Tag")
        #expect(formatter.string(for: "not a date") == nil)
    }

    @Test func anArticleRowWritesItsAgeRelativeToTheArticlesClock() {
        // The row's formatter reads the machine's locale, as Foundation's does; the figure is the same in English.
        let strings = texts(of: ArticleRowView(article: Article.samples[1]).environment(\.locale, enUS)).map(\.string)
        #expect(strings.contains { $0.hasPrefix("2") && $0.contains("ago") }, "\(strings)")
    }

    @Test func markdownWithParsingOptionsStylesItsRunsAndKeepsLineBreaks() throws {
        let body = try AttributedString(markdown: "**Bold** and *soft*\n\nNext `code`", options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(body.characters) == "Bold and soft\n\nNext code")
        let reader = texts(of: NavigationStack { ArticleReaderView(article: .preview) }).map(\.string)
        #expect(reader.contains { $0.hasPrefix("Inflation eased for a fourth straight month") && $0.contains("\n\nAnalysts at Reuters") }, "\(reader)")
        #expect(!reader.contains { $0.contains("**") })
    }

    @Test func twoScreensKeepTheirGoldens() {
        // Screens that format nothing with the machine's locale and draw only symbols Trellis has.
        // Not the standings: its Grid squeezes the team names to "…" and wraps "+17" though the
        // screen has room (a Grid layout bug, left for the lead), and a golden would pin that.
        assertGolden(of: HStack { TeamLogo(team: .harbor); TeamLogo(team: .northgate, size: 56); LiveIndicator() }.padding(), as: [.dump, .html, .svg], named: "team-logos", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: ScoreboardRow(match: Match.samples[0]).padding(), as: [.dump, .html, .svg], named: "scoreboard-row", themes: [.marigold], colorSchemes: [.light, .dark])
    }
}
