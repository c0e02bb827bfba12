import Foundation
import TrellisRaster

/// Pictures beside an SVG golden's text diff: what the golden drew, what the view draws now, and
/// where they differ, so a reviewer sees what moved without opening either file.
enum GoldenImages {
    /// For an SVG golden, writes `<base>.golden.png`, `<base>.actual.png` and
    /// `<base>.difference.png` (librsvg, scale 1) and returns the message lines naming them; nil
    /// for any other format. A drawing that fails is said in the message, never thrown: the text
    /// diff is still the failure's substance.
    static func write(golden: Data, actual: Data, goldenPath: String, base: String) -> String? {
        guard goldenPath.hasSuffix(".svg") else { return nil }
        let rasterizer = PNGRasterizer()
        do {
            let old = try rasterizer.pixels(fromSVG: String(decoding: golden, as: UTF8.self))
            let new = try rasterizer.pixels(fromSVG: String(decoding: actual, as: UTF8.self))
            let paths = (golden: base + ".golden.png", actual: base + ".actual.png", difference: base + ".difference.png")
            try GoldenFiles.writeAtomically(Data(try old.png()), to: paths.golden)
            try GoldenFiles.writeAtomically(Data(try new.png()), to: paths.actual)
            try GoldenFiles.writeAtomically(Data(try new.difference(from: old).png()), to: paths.difference)
            let changed = new.countOfPixelsDiffering(from: old, byMoreThan: 0).map { "\($0) pixels differ" }
                ?? "the sizes differ (\(old.width)×\(old.height) → \(new.width)×\(new.height))"
            return "images: \(paths.golden), \(paths.actual), \(paths.difference) (\(changed), in magenta)\n"
        } catch {
            return "(images not drawn: \(error))\n"
        }
    }
}
