import Foundation
import Trellis
import TrellisLayout
import TrellisRender

extension AssetCatalog {
    /// Where an image's file goes in the site: `assets/images/<name>.<ext>` (a namespaced name
    /// keeps its folders), its dark appearance `<name>~dark.<ext>`. Derived from the name alone,
    /// so a run names the same file the same way on every machine.
    static func sitePath(of image: ImageAsset, dark: Bool) -> String {
        let parts = image.name.split(separator: "/", omittingEmptySubsequences: true).map { part in
            part == "." || part == ".." ? "_" : String(part)
        }
        // A PDF is drawn from the SVG placeholder written in its place.
        let ext = image.format == .pdf ? "svg" : (dark ? image.darkFile ?? image.file : image.file).pathExtension.lowercased()
        return "assets/images/" + parts.joined(separator: "/") + (dark ? "~dark." : ".") + ext
    }

    /// The name of the color Xcode makes the app's accent color (its build setting
    /// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`, set so by every new project).
    public static let accentColorName = "AccentColor"

    /// The catalog as resolution reads it: each image's size and site path, each custom symbol's
    /// name (its drawing goes in the render's symbol catalog, `register(symbolsIn:)`), each color's
    /// light and dark pair (`Color(light:dark:)`), a colorset naming no color as the accent color,
    /// and the catalog's `AccentColor` as the tint wherever the code sets none.
    public var namedAssets: NamedAssets {
        var images: [String: NamedAssets.Image] = [:]
        for (name, image) in self.images {
            images[name] = NamedAssets.Image(
                size: image.size, path: Self.sitePath(of: image, dark: false),
                darkPath: image.darkFile == nil ? nil : Self.sitePath(of: image, dark: true))
        }
        var colors: [String: Color] = [:]
        for (name, color) in self.colors {
            colors[name] = color.isSystemAccent ? .accentColor : Color(light: Color(color.light), dark: Color(color.dark ?? color.light))
        }
        let accent = self.colors[Self.accentColorName].flatMap { $0.isSystemAccent ? nil : colors[Self.accentColorName] }
        var named = NamedAssets(images: images, colors: colors, drawsPlaceholders: missingAssets == .placeholder, accentColor: accent)
        named.symbols = Set(symbols.keys)
        return named
    }

    /// What a PDF image is drawn as: its size, a neutral fill and its name, as Trellis draws
    /// what it cannot show (no browser draws a PDF as an image).
    static func placeholder(for image: ImageAsset) -> String {
        let width = NumberFormatting.string(Double(image.size.width)), height = NumberFormatting.string(Double(image.size.height))
        let fontSize = NumberFormatting.string(Double(min(12, max(image.size.height / 4, 4))))
        let name = image.name.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">\
            <rect width="\(width)" height="\(height)" fill="#767680" fill-opacity="0.12"/>\
            <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="DejaVu Sans, sans-serif" \
            font-size="\(fontSize)" fill="#3c3c43" fill-opacity="0.6">\(name)</text></svg>

            """
    }

    /// Every image file, copied under the site's `assets/images/`, sorted by path.
    public func siteFiles() throws(AssetCatalogError) -> [SiteFile] {
        var files: [SiteFile] = []
        for name in images.keys.sorted() {
            let image = images[name]!
            if image.format == .pdf {
                files.append(SiteFile(path: Self.sitePath(of: image, dark: false), contents: Data(Self.placeholder(for: image).utf8)))
                continue
            }
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

extension SymbolCatalog {
    /// Adds the custom symbols of `catalog`'s symbolsets, so the `Image("name")` that resolution
    /// turns into a symbol (`NamedAssets.symbols`) finds its drawing; one named like a system
    /// symbol replaces it, as a registered symbol does.
    public mutating func register(symbolsIn catalog: AssetCatalog) {
        for name in catalog.symbols.keys.sorted() { register(catalog.symbols[name]!) }
    }
}
