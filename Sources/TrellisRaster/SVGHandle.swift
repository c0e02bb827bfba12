import CRsvg

/// An owned, loaded librsvg handle, unreferenced when the value goes away.
struct SVGHandle: ~Copyable {
    private let handle: OpaquePointer

    /// Reads the whole document; the bytes need to live only for the call. Without a base file
    /// librsvg loads no external file, so nothing outside the string can change the picture.
    init(_ utf8: UnsafeBufferPointer<UInt8>) throws(RasterError) {
        var error: UnsafeMutablePointer<GError>?
        // An empty buffer may have no address; librsvg wants one, and reports the empty document.
        let empty: [UInt8] = [0]
        let handle = empty.withUnsafeBufferPointer { fallback in
            rsvg_handle_new_from_data(utf8.baseAddress ?? fallback.baseAddress, gsize(utf8.count), &error)
        }
        guard let handle else { throw .invalidSVG(Self.take(error) ?? "no message") }
        if let error { g_error_free(error) }
        // Pins what mm, in and pt mean, whatever the process-wide default says.
        rsvg_handle_set_dpi(handle, 96)
        self.handle = handle
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// The root element's width and height in pixels.
    func size() throws(RasterError) -> (width: Double, height: Double) {
        var width = 0.0
        var height = 0.0
        guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 else { throw .noIntrinsicSize }
        return (width, height)
    }

    /// Draws the document to fill `width × height` user units, scaled by `scale`, on `surface`.
    func render(on surface: OpaquePointer, width: Double, height: Double, scale: Double) throws(RasterError) {
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        // Scaling the context, not the viewport, keeps the document's own coordinates whether or
        // not it has a viewBox.
        cairo_scale(context, scale, scale)
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        var error: UnsafeMutablePointer<GError>?
        let drawn = rsvg_handle_render_document(handle, context, &viewport, &error) != 0
        let message = Self.take(error)
        guard drawn else { throw .renderFailed(message ?? "no message") }
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairoFailed(CairoImage.message(status)) }
    }

    /// The error's message; frees the error.
    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) }
    }
}
