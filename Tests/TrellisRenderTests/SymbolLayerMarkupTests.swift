import Foundation
import Testing
import Trellis
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// The layered rendering modes paint each layer of a drawing that has layers; a drawing without
/// layers, and monochrome, keep one color.
@MainActor
struct SymbolLayerMarkupTests {
    private func svg(_ view: some View) throws -> String { try SVGEmitter().render(view.resolved()) }

    @Test func multicolorPaintsTheSymbolsOwnColors() throws {
        let heart = try svg(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor))
        #expect(heart.contains("fill=\"#ff3b30\""))
        let weather = try svg(Image(systemName: "cloud.sun.fill").renderingMode(.original))
        #expect(weather.contains("fill=\"#ffcc00\"") && weather.contains("fill=\"#ffffff\""))
        let check = try svg(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.multicolor))
        #expect(check.contains("fill=\"#34c759\"") && check.contains("fill=\"#ffffff\""))
        #expect(!check.contains("evenodd"), "the check is drawn over the disc, not cut out of it")
        let dark = try SVGEmitter().render(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor).resolved(in: {
            var environment = EnvironmentValues()
            environment.colorScheme = .dark
            return environment
        }()))
        #expect(dark.contains("fill=\"#ff453a\""))
    }

    @Test func paletteAndHierarchicalPaintTheLayersByLevel() throws {
        let palette = try svg(Image(systemName: "checkmark.circle.fill").foregroundStyle(.white, .green))
        #expect(palette.contains("fill=\"#ffffff\"") && palette.contains("fill=\"#34c759\""))
        let hierarchical = try svg(Image(systemName: "cloud.rain.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.blue))
        #expect(hierarchical.contains("stroke-opacity=\"0.5\""))
        let html = try render(Image(systemName: "cloud.rain.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.blue)).body
        #expect(html.contains("stroke-opacity=\"0.5\""))
    }

    @Test func monochromeAndUnlayeredDrawingsKeepOneColor() throws {
        let plain = try svg(Image(systemName: "heart.fill").foregroundStyle(.pink))
        #expect(!plain.contains("#ff3b30"))
        let star = try svg(Image(systemName: "star.fill").symbolRenderingMode(.multicolor).foregroundStyle(.orange))
        #expect(star.contains("fill=\"#ff9500\""))
        #expect(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor).resolved().dump().contains("rendering=multicolor"))
    }
}
