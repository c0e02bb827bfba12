import Testing
import TrellisRaster

@Suite struct PNGRasterizerErrorTests {
    func error(_ svg: String, scale: Double = 1) -> RasterError? {
        do {
            _ = try PNGRasterizer().png(fromSVG: svg, scale: scale)
            return nil
        } catch {
            return error
        }
    }

    @Test func malformedXMLIsRefusedWithLibrsvgsMessage() throws {
        let failure = try #require(error(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect"#))
        guard case .invalidSVG(let message) = failure else {
            Issue.record("expected invalidSVG, got \(failure)")
            return
        }
        // libxml2's words, passed through, with the place.
        #expect(message.contains("line 1"))
        #expect(failure.description.hasPrefix("librsvg cannot read the SVG: "))
        #expect(failure.description.contains(message))
    }

    @Test func emptyAndNonXMLInputAreInvalid() {
        for input in ["", "hello", "{\"svg\": 1}"] {
            guard case .invalidSVG(let message)? = error(input) else {
                Issue.record("\(input.debugDescription) was not refused as invalid SVG: \(String(describing: error(input)))")
                continue
            }
            #expect(!message.isEmpty)
        }
    }

    @Test func documentWithoutAbsoluteSizeIsRefused() {
        #expect(error(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>"#) == .noIntrinsicSize)
        #expect(error(RasterFixtures.blank(width: "100%", height: "50%")) == .noIntrinsicSize)
    }

    @Test func zeroSizeIsRefused() {
        guard case .sizeOutOfRange(_, _, _, let reason)? = error(RasterFixtures.blank(width: "0", height: "10")) else {
            Issue.record("width 0 was not refused as a size")
            return
        }
        #expect(reason == "it is empty")
    }

    @Test func hugeSizesAreRefusedBeforeAnyPixelIsAllocated() {
        let side = error(RasterFixtures.blank(width: "40000", height: "10"))
        #expect(side == .sizeOutOfRange(width: 40000, height: 10, scale: 1, reason: "a side is over 32767 pixels"))
        // Each side fits, the area does not; the same at scale 2 from half the size.
        #expect(error(RasterFixtures.blank(width: "9000", height: "8000"))
            == .sizeOutOfRange(width: 9000, height: 8000, scale: 1, reason: "it is over 67108864 pixels"))
        #expect(error(RasterFixtures.blank(width: "4500", height: "4000"), scale: 2)
            == .sizeOutOfRange(width: 4500, height: 4000, scale: 2, reason: "it is over 67108864 pixels"))
    }

    @Test(arguments: [0, 0.09, 8.01, -1, Double.infinity])
    func scaleOutsideTheRangeIsRefused(scale: Double) {
        #expect(error(RasterFixtures.squares, scale: scale) == .scaleOutOfRange(scale, allowed: 0.1...8))
    }

    @Test func notANumberIsNoScale() {
        guard case .scaleOutOfRange(let scale, _)? = error(RasterFixtures.squares, scale: .nan) else {
            Issue.record("NaN was accepted as a scale")
            return
        }
        #expect(scale.isNaN)
    }

    @Test(arguments: [0.1, 8])
    func scalesAtTheEndsOfTheRangeAreAccepted(scale: Double) throws {
        let image = try PNGRasterizer().pixels(fromSVG: RasterFixtures.squares, scale: scale)
        #expect(image.width == Int((40 * scale).rounded(.up)))
    }
}
