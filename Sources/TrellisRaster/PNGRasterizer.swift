import CRsvg
import Synchronization

/// Rasterizes an SVG document in-process through librsvg and cairo, for `--format png`.
///
/// The image is the document's own width and height (from the root element, in pixels at 96 per
/// inch) times `scale`, rounded up to whole pixels, on a transparent background. Text is drawn
/// with the fonts fontconfig finds for the family the SVG names; librsvg ignores `@font-face`.
/// The same document at the same scale gives byte-identical PNGs on every run and thread.
///
/// Calls from several threads are safe but do not draw at the same time: librsvg 2.54 shapes and
/// draws text through pango, cairo-ft and fontconfig, and drawing from two threads at once crashes
/// in cairo's FreeType glyph loading (seen in the wild, hzeller/timg 8d5bb57, Jan 2024, and in
/// rrdtool's pango font map, oetiker/rrdtool-1.x#1098). Neither library documents concurrent
/// rendering as safe, so parsing and drawing hold one process-wide lock. Creating the surface and
/// encoding the PNG touch no shared state and run outside it.
public struct PNGRasterizer: Sendable {
    /// The scales accepted: enough for a thumbnail and for an 8× zoom, not more.
    public static let scales: ClosedRange<Double> = 0.1...8
    /// cairo's limit for an image side.
    public static let maximumSide = 32_767
    /// At most 256 MiB of pixels in one image.
    public static let maximumPixelCount = 1 << 26

    /// Creates a rasterizer; every instance shares librsvg's process-wide lock.
    public init() {}

    /// The document as a PNG file's bytes.
    public func png(fromSVG svg: String, scale: Double = 1) throws(RasterError) -> [UInt8] {
        try draw(svg, scale: scale).png()
    }

    /// The document's pixels, for tests and image diffs.
    public func pixels(fromSVG svg: String, scale: Double = 1) throws(RasterError) -> RasterImage {
        try draw(svg, scale: scale).image()
    }

    static let drawing = Mutex(())

    private func draw(_ svg: String, scale: Double) throws(RasterError) -> CairoImage {
        guard Self.scales.contains(scale) else { throw .scaleOutOfRange(scale, allowed: Self.scales) }
        var svg = svg
        var outcome: Result<CairoImage, RasterError> = .failure(.renderFailed("not drawn"))
        svg.withUTF8 { utf8 in
            Self.drawing.withLock { _ in
                outcome = Result { () throws(RasterError) in try Self.draw(utf8, scale: scale) }
            }
        }
        return try outcome.get()
    }

    /// Parses and draws; the caller holds `drawing`.
    private static func draw(_ utf8: UnsafeBufferPointer<UInt8>, scale: Double) throws(RasterError) -> CairoImage {
        let document = try SVGHandle(utf8)
        let (width, height) = try document.size()
        let pixelWidth = (width * scale).rounded(.up)
        let pixelHeight = (height * scale).rounded(.up)
        func refuse(_ reason: String) -> RasterError {
            .sizeOutOfRange(width: width, height: height, scale: scale, reason: reason)
        }
        guard width > 0, height > 0, pixelWidth >= 1, pixelHeight >= 1 else { throw refuse("it is empty") }
        guard pixelWidth <= Double(maximumSide), pixelHeight <= Double(maximumSide) else {
            throw refuse("a side is over \(maximumSide) pixels")
        }
        guard pixelWidth * pixelHeight <= Double(maximumPixelCount) else {
            throw refuse("it is over \(maximumPixelCount) pixels")
        }
        let image = try CairoImage(width: Int(pixelWidth), height: Int(pixelHeight))
        try document.render(on: image.surface, width: width, height: height, scale: scale)
        return image
    }
}
