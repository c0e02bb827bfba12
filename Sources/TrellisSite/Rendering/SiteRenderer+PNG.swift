import Foundation
import Trellis
import TrellisLayout
import TrellisRender

/// Turns a finished, checked SVG document into PNG bytes at a whole-number scale. The command
/// supplies librsvg (TrellisRaster), so this target links no C graphics library; a thrown error's
/// description is reported with the PNG's path.
public typealias SVGRasterizer = @Sendable (_ svg: String, _ scale: Int) throws -> [UInt8]

extension SiteRenderer {
    var writesPNG: Bool { !pngScales.isEmpty && rasterizer != nil }

    /// The PNGs of one screen, in the order of `pngScales`. Runs inside the page's own task, so
    /// pages rasterize in parallel as they emit; the rasterizer decides how much of that overlaps.
    func pngFiles(of svg: SiteFile) -> Result<[SiteFile], SiteRenderFailure> {
        guard writesPNG, let rasterizer else { return .success([]) }
        let text = AssetInlining.inline(assetFiles, into: String(decoding: svg.contents, as: UTF8.self), root: PageShell.root)
        var files: [SiteFile] = []
        for scale in pngScales {
            let path = Self.pngPath(forSVG: svg.path, scale: scale)
            do {
                files.append(SiteFile(path: path, contents: Data(try rasterizer(text, scale))))
            } catch {
                return .failure(SiteRenderFailure(path: path, message: "cannot rasterize \(svg.path): \(error)"))
            }
        }
        return .success(files)
    }

    /// `marigold/home.svg` → `marigold/home.png` at scale 1, `marigold/home@2x.png` at 2: the
    /// names HiDPI image sets use.
    public static func pngPath(forSVG path: String, scale: Int) -> String {
        let base = path.hasSuffix(".svg") ? String(path.dropLast(4)) : path
        return base + (scale == 1 ? "" : "@\(scale)x") + ".png"
    }
}
