import Foundation
import Trellis

/// The images and colors of an Xcode asset catalog (an `.xcassets` folder), read from the
/// `Contents.json` files Xcode writes: `Image("name")` and `Color("name")` look names up here.
///
/// Imagesets hold PNG or SVG files (per scale, optionally a dark appearance); an image's size in
/// points is its file's pixel size (PNG's IHDR) over its scale, or an SVG's width and height (else
/// its viewBox). Colorsets hold an sRGB color and optionally a dark one. Folders group assets;
/// one whose Contents.json says `provides-namespace` prefixes its assets' names (`Icons/star`).
///
/// A value, like `SymbolCatalog`, so renders with different catalogs run side by side.
public struct AssetCatalog: Hashable, Sendable {
    public struct ImageAsset: Hashable, Sendable {
        public enum Format: String, Hashable, Sendable { case png, svg }
        public var name: String
        /// The file drawn in the light appearance, and in the dark one when it differs.
        public var file: URL
        public var darkFile: URL?
        public var format: Format
        /// The image's ideal size in points.
        public var size: CGSize
    }

    public struct ColorAsset: Hashable, Sendable {
        public var name: String
        public var light: Color.Resolved
        /// The dark appearance's color; nil when the colorset has one color for both.
        public var dark: Color.Resolved?

        public func resolved(in scheme: ColorScheme) -> Color.Resolved {
            scheme == .dark ? dark ?? light : light
        }
    }

    public private(set) var images: [String: ImageAsset] = [:]
    public private(set) var colors: [String: ColorAsset] = [:]
    /// What an unknown `Image("name")` or `Color("name")` becomes: `.error` unless set;
    /// `.placeholder` draws the placeholder symbol, and a clear color.
    public var missingAssets: MissingSymbolPolicy = .error

    public init() {}

    /// Reads the catalog at `url` (an `.xcassets` folder, or any folder of them).
    public init(url: URL) throws(AssetCatalogError) {
        try read(folder: url, namespace: "", root: url)
    }

    public func image(named name: String) -> ImageAsset? { images[name] }
    public func color(named name: String) -> ColorAsset? { colors[name] }

    /// Known image names close to `name`, best first, judged as symbol names are.
    public func suggestions(forImageNamed name: String, limit: Int = 3) -> [String] {
        SymbolCatalog.suggestions(for: name, among: images.keys.sorted(), limit: limit)
    }

    public func suggestions(forColorNamed name: String, limit: Int = 3) -> [String] {
        SymbolCatalog.suggestions(for: name, among: colors.keys.sorted(), limit: limit)
    }

    /// Adds `other`'s assets, replacing those of the same name.
    public mutating func merge(_ other: AssetCatalog) {
        images.merge(other.images) { _, new in new }
        colors.merge(other.colors) { _, new in new }
    }

    private mutating func read(folder: URL, namespace: String, root: URL) throws(AssetCatalogError) {
        let entries: [URL]
        do {
            entries = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            throw AssetCatalogError(file: Self.relative(folder, to: root), reason: "cannot be read as a folder")
        }
        for entry in entries where Self.isDirectory(entry) {
            let name = entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            case "imageset":
                let contents = try AssetContents.read(entry, root: root)
                images[namespace + name] = try contents.image(named: namespace + name, in: entry, root: root)
            case "colorset":
                let contents = try AssetContents.read(entry, root: root)
                colors[namespace + name] = try contents.color(named: namespace + name, in: entry, root: root)
            case "xcassets", "":
                let contents = try? AssetContents.read(entry, root: root)
                let prefix = contents?.properties?.providesNamespace == true && entry.pathExtension.isEmpty ? namespace + name + "/" : namespace
                try read(folder: entry, namespace: prefix, root: root)
            default:
                continue  // App icons, symbol sets, data sets: nothing a screen draws.
            }
        }
    }

    static func isDirectory(_ url: URL) -> Bool {
        (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
    }

    /// `url`'s path from the catalog's folder (its name included), as errors name files.
    static func relative(_ url: URL, to root: URL) -> String {
        let base = root.deletingLastPathComponent().standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}

/// An asset catalog that cannot be read: the file, from the catalog's folder, and why.
public struct AssetCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var reason: String

    public var description: String { "\(file): \(reason)" }
}
