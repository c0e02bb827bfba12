extension RasterImage {
    /// An image of where `self` and `other` differ, for a reviewer: the newer picture (`self`)
    /// faded to a fifth of its contrast where the two agree, and solid magenta on every pixel that
    /// differs by more than `tolerance` in any channel (or lies outside the smaller image), so a
    /// moved or recolored element stands out at a glance. As large as the larger of the two.
    public func difference(from other: RasterImage, tolerance: UInt8 = 0) -> RasterImage {
        let width = max(self.width, other.width)
        let height = max(self.height, other.height)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let target = (y * width + x) * 4
                let inSelf = x < self.width && y < self.height
                let inOther = x < other.width && y < other.height
                var differs = inSelf != inOther
                if inSelf && inOther {
                    let a = (y * self.width + x) * 4
                    let b = (y * other.width + x) * 4
                    for channel in 0..<4 where absDifference(rgba[a + channel], other.rgba[b + channel]) > tolerance {
                        differs = true
                    }
                }
                if differs {
                    out[target] = 255
                    out[target + 1] = 0
                    out[target + 2] = 255
                } else {
                    let a = (y * self.width + x) * 4
                    for channel in 0..<3 {
                        // Over white, then toward white: what agrees stays legible but quiet.
                        let alpha = Int(rgba[a + 3])
                        let onWhite = (Int(rgba[a + channel]) * alpha + 255 * (255 - alpha)) / 255
                        out[target + channel] = UInt8(255 - (255 - onWhite) / 5)
                    }
                }
                out[target + 3] = 255
            }
        }
        return RasterImage(width: width, height: height, rgba: out)
    }

    private func absDifference(_ a: UInt8, _ b: UInt8) -> UInt8 { a > b ? a - b : b - a }
}
