import CRsvg

extension PNGRasterizer {
    /// Makes the fonts in `directory` drawable by family in this process's PNGs: librsvg ignores
    /// `@font-face` and asks fontconfig, so a brand folder that is not installed would otherwise
    /// draw in fontconfig's fallback (DejaVu Sans here). Call it before the first PNG is drawn:
    /// pango reads fontconfig's font list once. Returns false when fontconfig refused the folder.
    @discardableResult
    public static func registerFonts(inDirectory directory: String) -> Bool {
        drawing.withLock { _ in FcConfigAppFontAddDir(nil, directory) != 0 }
    }
}
