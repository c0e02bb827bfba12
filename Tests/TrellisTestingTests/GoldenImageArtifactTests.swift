import Foundation
import Testing
import Trellis
import TrellisRaster
@testable import TrellisGolden
@testable import TrellisTesting

/// A mismatched SVG golden leaves pictures beside its text diff: the golden's drawing, the new
/// one, and where they differ in magenta.
@MainActor @Suite struct GoldenImageArtifactTests {
    let folder = TemporaryFolder()

    private func check(_ view: some View, as formats: [GoldenFormat]) -> [GoldenResult] {
        verifyGoldens(
            of: view, as: formats, named: nil, themes: [.default], colorSchemes: [.light], canvases: [.phone],
            record: .missing, goldenDirectory: folder.path + "/goldens", environment: testEnvironment(folder),
            testName: "swatch()", site: callSite())
    }

    private struct Swatch: View {
        var color: Color
        var body: some View { color.frame(width: 40, height: 30) }
    }

    @Test func anSVGMismatchWritesTheOldAndNewDrawingsAndTheirDifference() throws {
        _ = check(Swatch(color: .red), as: [.svg])
        let results = check(Swatch(color: .blue), as: [.svg])
        #expect(results.map(\.status) == [.mismatched])
        let artifacts = folder.path + "/artifacts/GoldenImageArtifactTests/swatch.system.light.phone"
        let message = try #require(results.first?.message)
        #expect(message.contains("images: \(artifacts).golden.png, \(artifacts).actual.png, \(artifacts).difference.png (1200 pixels differ, in magenta)"))
        func image(_ suffix: String) throws -> RasterImage {
            try RasterImage(png: [UInt8](try #require(FileManager.default.contents(atPath: artifacts + suffix))))
        }
        let old = try image(".golden.png")
        let new = try image(".actual.png")
        let difference = try image(".difference.png")
        // The swatch sits centered on the 390×844 canvas: 175…215 across, 407…437 down.
        #expect(old[195, 422] == RasterImage.Pixel(red: 0xFF, green: 0x3B, blue: 0x30))
        #expect(new[195, 422] == RasterImage.Pixel(red: 0x00, green: 0x7A, blue: 0xFF))
        #expect(difference[195, 422] == RasterImage.Pixel(red: 255, green: 0, blue: 255))
        #expect(difference[10, 10] != RasterImage.Pixel(red: 255, green: 0, blue: 255))
    }

    @Test func otherFormatsDrawNoImages() throws {
        _ = check(Swatch(color: .red), as: [.dump])
        let results = check(Swatch(color: .blue), as: [.dump])
        #expect(results.first?.message?.contains("images:") == false)
    }
}
