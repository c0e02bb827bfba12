import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisSite
import TrellisTesting

/// Everyday-life app code as public apps write it (a plant-care app with a watering schedule and
/// a progress ring, a pet tracker with a vet log and weight form, a baby feeding timer and day
/// summary, a grocery list by aisle, a chores rota with a week strip, family settings), compiled
/// with only `import SwiftUI` changed. Each screen renders to valid HTML and SVG.
@MainActor @Suite struct HouseholdCorpusTests {
    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(HouseholdScreens.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-n")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in HouseholdScreens.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
        // Five are drawn on other wave-6 branches (h66's household and fills, h67's listings);
        // three have no drawing yet. Once those merge and are drawn, this set is empty.
        // The three symbols no branch has drawn yet; the rest these screens name are drawn.
        let notDrawnHere: Set<String> = ["stethoscope", "moon.zzz.fill", "circle.dotted"]
        #expect(rendering.unknownSymbols == notDrawnHere, "\(rendering.unknownSymbols.sorted())")
        if let path = ProcessInfo.processInfo.environment["TRELLIS_UNKNOWN_SYMBOLS_OUT"] {
            try? (rendering.unknownSymbols.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    @Test func theGardenSymbolsAreDrawn() {
        for name in ["heart.circle", "carrot", "cabinet", "waterbottle.fill", "birthday.cake", "l.circle.fill",
                     "r.circle.fill", "drop.triangle.fill", "person.badge.plus", "leaf.arrow.triangle.circlepath"] {
            #expect(SymbolTable.symbol(named: name) != nil, "no drawing for \(name)")
        }
        #expect(SymbolTable.aspectRatio(ofSymbolNamed: "person.badge.plus").map { $0 > 1 } == true)
    }

    @Test func twoScreensKeepTheirGoldens() {
        // Screens that format no date with the machine's locale.
        assertGolden(of: ProgressRing(progress: 0.65).frame(width: 120, height: 120).padding(), as: [.dump, .html, .svg], named: "ring", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: AddGroceryItemSheet { _ in }, as: [.dump, .html, .svg], named: "add-grocery", themes: [.marigold])
    }
}
