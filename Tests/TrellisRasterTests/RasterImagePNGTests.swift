import Foundation
import Testing
import TrellisRaster

@Suite struct RasterImagePNGTests {
    @Test func decodingThePNGGivesBackThePixelsDrawn() throws {
        let rasterizer = PNGRasterizer()
        let drawn = try rasterizer.pixels(fromSVG: RasterFixtures.squares, scale: 2)
        let decoded = try RasterImage(png: rasterizer.png(fromSVG: RasterFixtures.squares, scale: 2))
        #expect(decoded.width == drawn.width && decoded.height == drawn.height)
        #expect(decoded[0, 0] == drawn[0, 0])
        #expect(decoded[79, 0] == drawn[79, 0])
        // Translucent pixels go through premultiplication twice; they may round by one.
        #expect(decoded.countOfPixelsDiffering(from: drawn, byMoreThan: 1) == 0)
    }

    /// Opaque images come back from cairo as RGB24, whose spare byte must not be read as alpha.
    @Test func opaquePNGDecodesAsOpaque() throws {
        let decoded = try RasterImage(png: PNGRasterizer().png(fromSVG: RasterFixtures.text))
        #expect(decoded[199, 0] == RasterImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func bytesThatAreNoPNGAreRefused() {
        #expect(throws: RasterError.self) { try RasterImage(png: Array("not a png".utf8)) }
        #expect(throws: RasterError.self) { try RasterImage(png: []) }
        do {
            let png = try PNGRasterizer().png(fromSVG: RasterFixtures.squares)
            _ = try RasterImage(png: Array(png.prefix(png.count / 2)))
            Issue.record("half a PNG was decoded")
        } catch {
            guard case .invalidPNG(let message) = error else {
                Issue.record("expected invalidPNG, got \(error)")
                return
            }
            #expect(!message.isEmpty)
        }
    }

    @Test func differingPixelsAreCountedAboveTheTolerance() throws {
        let rasterizer = PNGRasterizer()
        let squares = try rasterizer.pixels(fromSVG: RasterFixtures.squares)
        let nearlyBlue = try rasterizer.pixels(fromSVG: RasterFixtures.squares.replacingOccurrences(of: "#0000ff", with: "#0000fe"))
        #expect(squares.countOfPixelsDiffering(from: squares, byMoreThan: 0) == 0)
        // The blue square is 20×10 pixels.
        #expect(squares.countOfPixelsDiffering(from: nearlyBlue, byMoreThan: 0) == 200)
        #expect(squares.countOfPixelsDiffering(from: nearlyBlue, byMoreThan: 1) == 0)
        let larger = try rasterizer.pixels(fromSVG: RasterFixtures.squares, scale: 2)
        #expect(squares.countOfPixelsDiffering(from: larger, byMoreThan: 255) == nil)
    }
}
