import TrellisRaster
import TrellisSite

extension TrellisCommandLine {
    /// Lets librsvg draw the brand fonts by family (`PNGRasterizer.registerFonts(inDirectory:)`).
    func registerFontsForPNG(_ directory: String) {
        PNGRasterizer.registerFonts(inDirectory: directory)
    }

    /// `--format png` through librsvg in this process: no rsvg-convert child per image, and the
    /// same bytes as rsvg-convert writes (TrellisRasterTests compares them).
    public static let librsvg: SVGRasterizer = { svg, scale in
        try PNGRasterizer().png(fromSVG: svg, scale: Double(scale))
    }
}
