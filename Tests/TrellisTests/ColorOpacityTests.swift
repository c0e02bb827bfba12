import Testing
import Trellis

/// `Color.opacity(_:)` multiplies the opacity after the color's own components were clamped, so
/// the product must be clamped too: found by the fuzzer, `Color.secondary.opacity(-.infinity)`
/// was written as `rgba(148,153,158,-inf)`.
@MainActor
@Suite struct ColorOpacityTests {
    @Test(arguments: [-Double.infinity, -1, 2, 1e300, .infinity])
    func opacityOutsideZeroToOneIsClamped(opacity: Double) {
        let resolved = Color.secondary.opacity(opacity).resolve(in: EnvironmentValues())
        #expect(resolved.opacity == min(max(opacity, 0), 1))
    }

    @Test func notANumberOpacityIsTransparentAsInTheComponents() {
        // Color.Resolved already reads a NaN component as 0.
        let resolved = Color.red.opacity(.nan).resolve(in: EnvironmentValues())
        #expect(resolved.opacity == 0)
        #expect(resolved == Color.red.opacity(0).resolve(in: EnvironmentValues()))
    }

    @Test func opacitiesMultiply() {
        let resolved = Color.red.opacity(0.5).opacity(0.5).resolve(in: EnvironmentValues())
        #expect(resolved.opacity == 0.25)
    }
}
