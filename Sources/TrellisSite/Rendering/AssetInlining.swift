import Foundation
import Trellis
import TrellisLayout
import TrellisRender

/// librsvg is handed the SVG as a string, with no file to resolve a relative `xlink:href` from,
/// so the document it rasterizes carries each asset image as a `data:` URL instead; the SVG the
/// site writes keeps the references, which a browser resolves beside the page.
enum AssetInlining {
    static func inline(_ files: [SiteFile], into svg: String, root: String) -> String {
        let marker = "xlink:href=\"" + root + "assets/images/"
        guard !files.isEmpty, svg.contains(marker) else { return svg }
        var result = svg
        for file in files {
            let reference = "xlink:href=\"" + root + AssetHref.encode(file.path) + "\""
            guard result.contains(reference) else { continue }
            let type = file.path.hasSuffix(".svg") ? "image/svg+xml" : "image/png"
            result = result.replacingOccurrences(
                of: reference, with: "xlink:href=\"data:" + type + ";base64," + file.contents.base64EncodedString() + "\"")
        }
        return result
    }
}
