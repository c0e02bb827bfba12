import CRsvg

/// An owned cairo ARGB32 image surface: destroyed exactly once, when the last reference goes, on
/// every path out of the rasterizer (so an error thrown half-way leaks nothing). A class rather
/// than a noncopyable struct because it leaves the lock through closures that need Copyable results.
final class CairoImage {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    init(width: Int, height: Int) throws(RasterError) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        // cairo never returns NULL: a failed surface is a "nil surface" carrying its status, and it
        // still has to be destroyed.
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairoFailed(Self.message(status))
        }
        self.surface = surface
        self.width = width
        self.height = height
    }

    /// A PNG decoded by cairo, in whatever format it chose (ARGB32 or RGB24, both one 32-bit
    /// word per pixel); the caller reads it with `image()`.
    init(png: [UInt8]) throws(RasterError) {
        var reader = (bytes: png, offset: 0)
        let surface = withUnsafeMutablePointer(to: &reader) { state in
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let state = closure.assumingMemoryBound(to: (bytes: [UInt8], offset: Int).self)
                let count = Int(length)
                guard state.pointee.offset + count <= state.pointee.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                state.pointee.bytes.withUnsafeBufferPointer { bytes in
                    data.update(from: bytes.baseAddress! + state.pointee.offset, count: count)
                }
                state.pointee.offset += count
                return CAIRO_STATUS_SUCCESS
            }, state)!
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .invalidPNG(Self.message(status))
        }
        self.surface = surface
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    static func message(_ status: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(status))
    }

    /// The surface encoded by cairo's own PNG writer, which writes no time or other varying chunk,
    /// so equal pixels give equal bytes.
    func png() throws(RasterError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height / 4)
        let status = withUnsafeMutablePointer(to: &bytes) { buffer in
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                closure.assumingMemoryBound(to: [UInt8].self).pointee
                    .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, buffer)
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairoFailed(Self.message(status)) }
        return bytes
    }

    /// The pixels as straight (not premultiplied) RGBA rows.
    func image() -> RasterImage {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        // RGB24 (an opaque PNG) leaves the top byte undefined.
        let isOpaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        var offset = 0
        for y in 0..<height {
            let row = base + y * stride
            for x in 0..<width {
                // ARGB32 is one native-endian 32-bit word per pixel, alpha in the top byte.
                let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                let alpha = isOpaque ? 255 : UInt32(word >> 24)
                rgba[offset] = Self.straight(word >> 16 & 0xFF, alpha)
                rgba[offset + 1] = Self.straight(word >> 8 & 0xFF, alpha)
                rgba[offset + 2] = Self.straight(word & 0xFF, alpha)
                rgba[offset + 3] = UInt8(alpha)
                offset += 4
            }
        }
        return RasterImage(width: width, height: height, rgba: rgba)
    }

    /// Undoes cairo's premultiplication, rounding to nearest as libpng's writer in cairo does.
    private static func straight(_ component: UInt32, _ alpha: UInt32) -> UInt8 {
        guard alpha != 0 else { return 0 }
        return UInt8(min(255, (component * 255 + alpha / 2) / alpha))
    }
}
