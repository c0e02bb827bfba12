import Foundation
import Testing
@testable import Trellis

/// Components given in `.sRGBLinear` or `.displayP3` are converted to the sRGB both outputs write.
/// The reference pairs are published ones, not this code's output: linear 0.2140 is sRGB 0.5
/// (IEC 61966-2-1's curve), and sRGB red is `color(display-p3 0.9175 0.2003 0.1386)` (CSS Color 4's
/// conversion, as WebKit's and Chromium's color pickers show it).
@MainActor struct ColorSpaceConversionTests {
    func resolved(_ color: Color) -> Color.Resolved { color.resolve(in: EnvironmentValues()) }

    @Test func linearComponentsAreEncodedWithTheSRGBCurve() {
        let gray = resolved(Color(.sRGBLinear, red: 0.2140, green: 0.2140, blue: 0.2140))
        #expect(abs(gray.red - 0.5) < 0.001 && abs(gray.green - 0.5) < 0.001 && abs(gray.blue - 0.5) < 0.001)
        let white = resolved(Color(.sRGBLinear, white: 0.2140))
        #expect(abs(white.red - 0.5) < 0.001)
        #expect(resolved(Color(.sRGBLinear, red: 1, green: 0, blue: 0)).hexString == "#FF0000")
    }

    @Test func displayP3ComponentsAreConvertedToSRGB() {
        let red = resolved(Color(.displayP3, red: 0.9175, green: 0.2003, blue: 0.1386))
        #expect(abs(red.red - 1) < 0.002 && red.green < 0.002 && red.blue < 0.002)
        // P3 and sRGB share their white point, so grays do not move.
        let gray = resolved(Color(.displayP3, white: 0.5))
        #expect(abs(gray.red - 0.5) < 0.0001 && abs(gray.blue - 0.5) < 0.0001)
    }

    @Test func displayP3ColorsOutsideSRGBAreClampedToItsGamut() {
        // P3's own green lies outside sRGB: its nearest sRGB color by clamping is pure green.
        let green = resolved(Color(.displayP3, red: 0, green: 1, blue: 0))
        #expect(green.hexString == "#00FF00")
    }

    @Test func sRGBComponentsAreKeptAsGiven() {
        #expect(resolved(Color(.sRGB, red: 0.3, green: 0.6, blue: 0.9)) == resolved(Color(red: 0.3, green: 0.6, blue: 0.9)))
    }
}
