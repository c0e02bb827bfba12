import CRsvg

extension RasterImage {
    /// The pixels as a PNG file's bytes, through cairo's writer (no time or other varying chunk:
    /// equal pixels give equal bytes).
    public func png() throws(RasterError) -> [UInt8] {
        let image = try CairoImage(width: width, height: height)
        let surface = image.surface
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        var offset = 0
        for y in 0..<height {
            let row = base + y * stride
            for x in 0..<width {
                // ARGB32: one native-endian word, alpha on top, the colors premultiplied by it.
                let alpha = UInt32(rgba[offset + 3])
                func premultiplied(_ component: UInt8) -> UInt32 { (UInt32(component) * alpha + 127) / 255 }
                let word = alpha << 24 | premultiplied(rgba[offset]) << 16
                    | premultiplied(rgba[offset + 1]) << 8 | premultiplied(rgba[offset + 2])
                row.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
                offset += 4
            }
        }
        cairo_surface_mark_dirty(surface)
        return try image.png()
    }
}
