extension RasterImage {
    /// The pixels of a PNG file, decoded by cairo: for comparing Trellis's images with a
    /// browser's screenshots or with an earlier run's.
    public init(png: [UInt8]) throws(RasterError) {
        self = try CairoImage(png: png).image()
    }

    /// How many pixels differ from `other`'s by more than `tolerance` in any channel (red, green,
    /// blue or alpha); nil when the sizes differ, which no count would describe.
    public func countOfPixelsDiffering(from other: RasterImage, byMoreThan tolerance: UInt8) -> Int? {
        guard width == other.width, height == other.height else { return nil }
        var count = 0
        rgba.withUnsafeBufferPointer { mine in
            other.rgba.withUnsafeBufferPointer { theirs in
                var offset = 0
                while offset < mine.count {
                    for channel in offset..<offset + 4 where mine[channel].distance(to: theirs[channel]).magnitude > tolerance {
                        count += 1
                        break
                    }
                    offset += 4
                }
            }
        }
        return count
    }
}
