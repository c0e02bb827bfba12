/// Pixels as a test or an image diff wants them: rows top to bottom, 4 bytes per pixel in the
/// order red, green, blue, alpha, not premultiplied (cairo's own buffer is premultiplied BGRA in
/// native byte order, which no caller should have to know).
public struct RasterImage: Equatable, Sendable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// `width × height × 4` bytes.
    public var rgba: [UInt8]

    /// Creates an image of `width` × `height` pixels from `rgba`, which must hold exactly 4 bytes per
    /// pixel, row by row from the top.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "rgba must hold width × height × 4 bytes")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// One pixel's color, the same four bytes as in `rgba`.
    public struct Pixel: Hashable, Sendable, CustomStringConvertible {
        /// The red, green, blue and alpha channels, 0 to 255, not premultiplied.
        public var red, green, blue, alpha: UInt8

        /// Creates a pixel from its channels; opaque unless `alpha` says otherwise.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    /// The pixel in column `x`, row `y`, counted from the top left.
    public subscript(x: Int, y: Int) -> Pixel {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) is outside \(width)×\(height)")
        let offset = (y * width + x) * 4
        return Pixel(red: rgba[offset], green: rgba[offset + 1], blue: rgba[offset + 2], alpha: rgba[offset + 3])
    }
}
