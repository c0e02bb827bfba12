import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisSite
import TrellisTesting

/// Health, fitness, food and travel app code as public apps write it (activity rings, trackers,
/// a meditation timer, a workout plan, medications, food delivery, a meal planner, trips, a
/// boarding pass, hotel search, a packing list), compiled with only `import SwiftUI` changed.
/// Each screen renders to valid HTML and SVG, and what the added APIs resolve to is pinned.
@MainActor @Suite struct HealthAndTravelCorpusTests {
    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(HealthAndTravelScreens.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-d")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in HealthAndTravelScreens.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
        #expect(rendering.unknownSymbols.isEmpty, "\(rendering.unknownSymbols.sorted())")
        if let path = ProcessInfo.processInfo.environment["TRELLIS_UNKNOWN_SYMBOLS_OUT"] {
            try? (rendering.unknownSymbols.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    private func texts(of view: some View) -> [ResolvedText] {
        view.resolved().root.subtree(includingDestinations: false).compactMap { node -> ResolvedText? in
            if case .text(let text) = node.kind { text } else { nil }
        }
    }

    private let enUS = Locale(identifier: "en_US")

    @Test func measurementsAreWrittenAsAppleFoundationWritesThem() {
        let run = Measurement(value: 6.3, unit: UnitLength.kilometers)
        #expect(run.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(enUS)) == "6.3 km")
        #expect(run.formatted(.measurement(width: .wide, usage: .asProvided).locale(enUS)) == "6.3 kilometers")
        #expect(run.formatted(.measurement(width: .narrow, usage: .asProvided).locale(enUS)) == "6.3km")
        #expect(Measurement(value: 1, unit: UnitLength.miles).formatted(.measurement(width: .wide).locale(enUS)) == "1 mile")
        // A road distance in the US is in miles, rounded to two significant digits, as ICU does.
        #expect(run.formatted(.measurement(width: .abbreviated, usage: .road).locale(enUS)) == "3.9 mi")
        #expect(run.formatted(.measurement(width: .abbreviated, usage: .road).locale(Locale(identifier: "de_DE"))) == "6,3 km")
        #expect(Measurement(value: 250, unit: UnitVolume.milliliters).formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(enUS)) == "250 mL")
        #expect(Measurement(value: 472, unit: UnitEnergy.kilocalories).formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(enUS)) == "472 kcal")
        let weight = Measurement(value: 62.5, unit: UnitMass.kilograms)
        #expect(weight.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(0))).locale(enUS)) == "62 kg")
        let warm = Measurement(value: 21, unit: UnitTemperature.celsius)
        #expect(warm.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(enUS)) == "21°C")
        #expect(warm.formatted(.measurement(width: .abbreviated, hidesScaleName: true).locale(Locale(identifier: "en_GB"))) == "21°")
        #expect(warm.formatted(.measurement(width: .abbreviated, usage: .weather).locale(enUS)) == "70°F")
    }

    @Test func aMeasurementInATextFollowsTheEnvironmentsLocale() {
        let distance = Measurement(value: 6.3, unit: UnitLength.kilometers)
        let german = texts(of: Text(distance, format: .measurement(width: .abbreviated, usage: .asProvided))
            .environment(\.locale, Locale(identifier: "de_DE")))
        #expect(german.map(\.string) == ["6,3 km"])
    }

    @Test func aNumberFieldWithNoValueShowsItsPlaceholder() {
        let empty = texts(of: TextField("Calories", value: .constant(Int?.none), format: .number)).map(\.string)
        #expect(empty.contains("Calories"))
        let filled = texts(of: TextField("Calories", value: .constant(Int?.some(1250)), format: .number)
            .environment(\.locale, enUS)).map(\.string)
        #expect(filled.contains("1,250"))
    }

    @Test func aSectionHeadersOwnTextCaseKeepsItsLetters() {
        let list = List {
            Section { Text("Row") } header: { Text("Rest 90s").textCase(nil) }
            Section { Text("Row") } header: { Text("Sides") }
        }
        let strings = texts(of: list).map(\.string)
        #expect(strings.contains("Rest 90s"))
        #expect(strings.contains("SIDES"))
    }

    @Test func aTextInterpolatedIntoAKeyKeepsItsOwnFont() {
        let legend = texts(of: Text("472\(Text("KCAL").font(.caption))").font(.title3))
        #expect(legend.map(\.string) == ["472KCAL"])
        let sizes = legend.first?.runs.map(\.font.size) ?? []
        #expect(sizes.count == 2)
        #expect(sizes.first.flatMap { first in sizes.last.map { first > $0 } } == true)
    }

    @Test func fiveScreensKeepTheirGoldens() {
        // Screens whose app code formats nothing with the machine's locale (`.formatted()` with no
        // locale reads the machine's; a Text's format reads the environment's) and draws only
        // symbols Trellis has.
        assertGolden(of: ActivityRingsView(summary: .today).padding(), as: [.dump, .html, .svg], named: "rings", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: NavigationStack { BasketView() }.environment(Basket()), as: [.dump, .html, .svg], named: "basket-empty", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: MeditationTimerView(), as: [.dump, .html, .svg], named: "meditation", themes: [.marigold])
        assertGolden(of: SymptomLogView(), as: [.dump, .html, .svg], named: "symptoms", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: BreathingView(), as: [.dump, .html, .svg], named: "breathing", themes: [.marigold])
    }
}
