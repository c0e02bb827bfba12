import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisSite
import TrellisTesting

/// Smart-home, IoT and device-companion app code as public apps write it (a home dashboard of
/// accessory tiles and scenes, a light with brightness and colour temperature, a thermostat dial,
/// cameras, hand-drawn energy bars, automations, device pairing, an EV companion with gauges, a
/// remote pad with a custom button style, compact watch views), compiled with only
/// `import SwiftUI` changed. Each screen renders to valid HTML and SVG in both schemes.
@MainActor @Suite struct SmartHomeCorpusTests {
    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(SmartHomeScreens.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-h")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in SmartHomeScreens.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
        if let path = ProcessInfo.processInfo.environment["TRELLIS_UNKNOWN_SYMBOLS_OUT"] {
            try? (rendering.unknownSymbols.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    @Test func threeScreensKeepTheirGoldens() {
        // Screens that format no date against the clock, no number with the machine's locale, and draw only symbols Trellis has.
        assertGolden(of: ThermostatDial(progress: 0.6, currentProgress: 0.475, target: 22, current: 19.5, accent: .orange).padding(), as: [.dump, .html, .svg], named: "thermostat-dial", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: AccessoryTile(accessory: Room.samples[0].accessories[0]).frame(width: 170).padding(), as: [.dump, .html, .svg], named: "accessory-tile", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: EnergyBarChart(readings: EnergyData.week, selected: .constant(nil)).padding(), as: [.dump, .html, .svg], named: "energy-bars", themes: [.marigold])
    }
}
