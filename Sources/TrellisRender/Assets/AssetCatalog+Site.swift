import Foundation
import TrellisCore

extension AssetCatalog {
    /// Where an image's file goes in the site: `assets/images/<name>.<ext>` (a namespaced name
    /// keeps its folders), its dark appearance `<name>~dark.<ext>`. Derived from the name alone,
    /// so a run names the same file the same way on every machine.
    static func sitePath(of image: ImageAsset, dark: Bool) -> String {
        let parts = image.name.split(separator: "/", omittingEmptySubsequences: true).map { part in
            part == "." || part == ".." ? "_" : String(part)
        }
        let ext = (dark ? image.darkFile ?? image.file : image.file).pathExtension.lowercased()
        return "assets/images/" + parts.joined(separator: "/") + (dark ? "~dark." : ".") + ext
    }

    /// The catalog as resolution reads it: each image's size and site path, each color's
    /// light and dark pair (`Color(light:dark:)`).
    public var namedAssets: NamedAssets {
        var images: [String: NamedAssets.Image] = [:]
        for (name, image) in self.images {
            images[name] = NamedAssets.Image(
                size: image.size, path: Self.sitePath(of: image, dark: false),
                darkPath: image.darkFile == nil ? nil : Self.sitePath(of: image, dark: true))
        }
        var colors: [String: Color] = [:]
        for (name, color) in self.colors {
            colors[name] = Color(light: Color(color.light), dark: Color(color.dark ?? color.light))
        }
        return NamedAssets(images: images, colors: colors, drawsPlaceholders: missingAssets == .placeholder)
    }

    /// Every image file, copied under the site's `assets/images/`, sorted by path.
    public func siteFiles() throws(AssetCatalogError) -> [SiteFile] {
        var files: [SiteFile] = []
        for name in images.keys.sorted() {
            let image = images[name]!
            for (file, dark) in [(image.file, false)] + (image.darkFile.map { [($0, true)] } ?? []) {
                guard let data = FileManager.default.contents(atPath: file.path) else {
                    throw AssetCatalogError(file: file.lastPathComponent, reason: "of image '\(name)' cannot be read")
                }
                files.append(SiteFile(path: Self.sitePath(of: image, dark: dark), contents: data))
            }
        }
        return files
    }
}
