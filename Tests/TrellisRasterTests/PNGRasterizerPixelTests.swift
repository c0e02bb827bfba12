import Testing
import TrellisRaster

@Suite struct PNGRasterizerPixelTests {
    let red = RasterImage.Pixel(red: 255, green: 0, blue: 0)
    let blue = RasterImage.Pixel(red: 0, green: 0, blue: 255)
    let clear = RasterImage.Pixel(red: 0, green: 0, blue: 0, alpha: 0)

    @Test func squaresLandOnTheirPixelsAtScaleOne() throws {
        let image = try PNGRasterizer().pixels(fromSVG: RasterFixtures.squares, scale: 1)
        #expect(image.width == 40 && image.height == 20)
        #expect(image[0, 0] == red)
        #expect(image[19, 9] == red)
        #expect(image[20, 0] == blue)
        #expect(image[39, 9] == blue)
        #expect(image[39, 19] == clear)
    }

    @Test func scaleTwoDoublesTheImageAndMovesTheEdges() throws {
        let image = try PNGRasterizer().pixels(fromSVG: RasterFixtures.squares, scale: 2)
        #expect(image.width == 80 && image.height == 40)
        #expect(image[39, 19] == red)
        #expect(image[40, 19] == blue)
        #expect(image[39, 20].green > 0)
        #expect(image[40, 20] == clear)
    }

    /// cairo stores premultiplied color; the pixels come back straight, so half-transparent
    /// green is full green at half alpha, not dark green.
    @Test func translucentColorComesBackUnpremultiplied() throws {
        let pixel = try PNGRasterizer().pixels(fromSVG: RasterFixtures.squares)[5, 15]
        #expect(pixel.red == 0 && pixel.blue == 0)
        #expect(pixel.green >= 254)
        #expect((127...128).contains(pixel.alpha))
    }

    @Test func fractionalSizesRoundUpSoNoEdgeIsCut() throws {
        let one = try PNGRasterizer().pixels(fromSVG: RasterFixtures.blank(width: "40.5", height: "10.2"))
        #expect(one.width == 41 && one.height == 11)
        let two = try PNGRasterizer().pixels(fromSVG: RasterFixtures.blank(width: "40.5", height: "10.2"), scale: 2)
        #expect(two.width == 81 && two.height == 21)
    }

    @Test func absoluteUnitsUseNinetySixPixelsPerInch() throws {
        let image = try PNGRasterizer().pixels(fromSVG: RasterFixtures.blank(width: "1in", height: "0.5in"))
        #expect(image.width == 96 && image.height == 48)
    }

    /// fontconfig finds DejaVu Sans: the text paints dark pixels where the words are and none
    /// elsewhere on the white ground.
    @Test func textIsDrawnWithTheNamedFont() throws {
        let image = try PNGRasterizer().pixels(fromSVG: RasterFixtures.text)
        func darkPixels(columns: Range<Int>) -> Int {
            var count = 0
            for y in 0..<image.height {
                for x in columns where image[x, y].red < 128 { count += 1 }
            }
            return count
        }
        #expect(darkPixels(columns: 4..<150) > 200)
        #expect(darkPixels(columns: 170..<200) == 0)
    }

    @Test func pngStartsWithTheSignatureAndRecordsTheSize() throws {
        let png = try PNGRasterizer().png(fromSVG: RasterFixtures.squares, scale: 2)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // The first chunk is IHDR: its width and height are big-endian words at bytes 16 and 20.
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        func word(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(word(16) == 80 && word(20) == 40)
    }
}
