import Foundation
import Trellis

/// The small asset catalog every fuzz tree is rendered with, so `Image("name")` is covered as
/// `trellis render --assets` registers a real catalog: images of several shapes, one with a dark
/// appearance, sizes fixed in code and files in the site's `assets/images/`. Built in code, not
/// read from disk, so a tree renders the same wherever it runs.
public enum FuzzAssets {
    /// Each image's name, ideal size in points, and whether it has a dark file.
    static let images: [(name: String, width: Double, height: Double, hasDark: Bool)] = [
        ("square", 40, 40, false),
        ("banner", 320, 80, true),
        ("tall", 24, 96, false),
        ("Icons/dot", 1, 1, false),
    ]

    /// The names a tree may use.
    public static let names: [String] = images.map(\.name)

    /// `, assets: NamedAssets(…)` for a reproducer's `SitePlan.make` when the tree uses a catalog
    /// image (the catalog written out, so the printed source needs no TrellisFuzzing), else "".
    static func sourceArgument(for root: ViewRecipe) -> String {
        var usesAssets = false
        root.walk { view, _ in if case .assetImage = view { usesAssets = true } }
        guard usesAssets else { return "" }
        let entries = images.map { image in
            let path = "assets/images/" + image.name
            let dark = image.hasDark ? ", darkPath: \"\(path)~dark.svg\"" : ""
            let size = "CGSize(width: \(NumberFormatting.string(image.width)), height: \(NumberFormatting.string(image.height)))"
            return "\"\(image.name)\": NamedAssets.Image(size: \(size), path: \"\(path).svg\"\(dark))"
        }
        return ", assets: NamedAssets(images: [" + entries.joined(separator: ", ") + "])"
    }

    /// The catalog as resolution reads it (`SitePlan.make(…, assets:)`).
    public static var namedAssets: NamedAssets {
        var table: [String: NamedAssets.Image] = [:]
        for image in images {
            let path = "assets/images/" + image.name
            table[image.name] = NamedAssets.Image(
                size: CGSize(width: image.width, height: image.height), path: path + ".svg",
                darkPath: image.hasDark ? path + "~dark.svg" : nil)
        }
        return NamedAssets(images: table)
    }
}
