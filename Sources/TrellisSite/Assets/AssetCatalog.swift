import Foundation
import Trellis
import TrellisLayout
import TrellisRender

/// The images and colors of an Xcode asset catalog (an `.xcassets` folder), read from the
/// `Contents.json` files Xcode writes: `Image("name")` and `Color("name")` look names up here.
///
/// Imagesets hold PNG or SVG files (per scale, optionally a dark appearance); an image's size in
/// points is its file's pixel size (PNG's IHDR) over its scale, or an SVG's width and height (else
/// its viewBox). Colorsets hold an sRGB color and optionally a dark one. Folders group assets;
/// one whose Contents.json says `provides-namespace` prefixes its assets' names (`Icons/star`).
/// Symbolsets hold a custom symbol as an SF Symbols template, which `Image("name")` draws as a
/// symbol (sized by the font, colored by the foreground style), as SwiftUI does.
///
/// A value, like `SymbolCatalog`, so renders with different catalogs run side by side.
public struct AssetCatalog: Hashable, Sendable {
    /// An image of the catalog: an imageset's file for the light appearance and, if it has one, for
    /// the dark.
    public struct ImageAsset: Hashable, Sendable {
        /// The kinds of image file an imageset may hold: PNG, JPEG, SVG and PDF.
        public enum Format: String, Hashable, Sendable {
            /// `png` and `jpeg`: sized by their pixels over their scale; `svg`: sized by its width
            /// and height (else its viewBox); `pdf`: sized by its first page, and drawn as a
            /// placeholder of that size naming the image, since no browser draws a PDF as an image.
            case png, jpeg, svg, pdf
        }
        /// The name `Image("name")` uses: the imageset's name, after the prefixes of folders that provide
        /// a namespace (`Icons/star`).
        public var name: String
        /// The file drawn in the light appearance, and in the dark one when it differs.
        public var file: URL
        /// The file drawn in the dark appearance; nil when the imageset has none.
        public var darkFile: URL?
        /// Whether the files are PNG or SVG.
        public var format: Format
        /// The image's ideal size in points.
        public var size: CGSize
    }

    /// A color of the catalog: a colorset's sRGB color and, if it has one, its dark appearance.
    public struct ColorAsset: Hashable, Sendable {
        /// The name `Color("name")` uses, with the prefixes of folders that provide a namespace.
        public var name: String
        /// The color in the light appearance, and in the dark one when the colorset has one color.
        public var light: Color.Resolved
        /// The dark appearance's color; nil when the colorset has one color for both.
        public var dark: Color.Resolved?
        /// Whether the colorset names no color, as Xcode's `AccentColor` template: it stands for
        /// the system accent color (`light` and `dark` then hold iOS's default blue).
        public var isSystemAccent: Bool

        /// A color of a catalog, `dark` nil when one color serves both appearances.
        public init(name: String, light: Color.Resolved, dark: Color.Resolved? = nil, isSystemAccent: Bool = false) {
            self.name = name
            self.light = light
            self.dark = dark
            self.isSystemAccent = isSystemAccent
        }

        /// The color shown in `scheme`: the dark color in dark mode when there is one, else the light.
        public func resolved(in scheme: ColorScheme) -> Color.Resolved {
            scheme == .dark ? dark ?? light : light
        }
    }

    /// The catalog's images, by name.
    public private(set) var images: [String: ImageAsset] = [:]
    /// The catalog's colors, by name.
    public private(set) var colors: [String: ColorAsset] = [:]
    /// The catalog's custom symbols (symbolsets), by name, each drawn from its template's glyph.
    public private(set) var symbols: [String: Symbol] = [:]
    /// The symbolsets whose template could not be read, in the order read: each draws the
    /// placeholder symbol instead, so a screen that uses one still renders, and the renderer
    /// lists them once as a warning.
    public private(set) var unreadableSymbols: [AssetCatalogError] = []
    /// What an unknown `Image("name")` or `Color("name")` becomes: `.error` unless set;
    /// `.placeholder` draws the placeholder symbol, and a clear color.
    public var missingAssets: MissingSymbolPolicy = .error

    /// Creates an empty catalog, in which every name is unknown.
    public init() {}

    /// Reads the catalog at `url` (an `.xcassets` folder, or any folder of them).
    public init(url: URL) throws(AssetCatalogError) {
        try read(folder: url, namespace: "", root: url)
    }

    /// The image registered under `name`, or nil.
    public func image(named name: String) -> ImageAsset? { images[name] }
    /// The color registered under `name`, or nil.
    public func color(named name: String) -> ColorAsset? { colors[name] }

    /// Known image names close to `name`, best first, judged as symbol names are.
    public func suggestions(forImageNamed name: String, limit: Int = 3) -> [String] {
        SymbolCatalog.suggestions(for: name, among: images.keys.sorted(), limit: limit)
    }

    /// Known color names close to `name`, best first, judged as symbol names are.
    public func suggestions(forColorNamed name: String, limit: Int = 3) -> [String] {
        SymbolCatalog.suggestions(for: name, among: colors.keys.sorted(), limit: limit)
    }

    /// Adds `other`'s assets, replacing those of the same name.
    public mutating func merge(_ other: AssetCatalog) {
        images.merge(other.images) { _, new in new }
        colors.merge(other.colors) { _, new in new }
        symbols.merge(other.symbols) { _, new in new }
        unreadableSymbols += other.unreadableSymbols
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
            case "symbolset":
                do throws(AssetCatalogError) {
                    let contents = try AssetContents.read(entry, root: root)
                    symbols[namespace + name] = try contents.symbol(named: namespace + name, in: entry, root: root)
                } catch {
                    symbols[namespace + name] = Self.placeholderSymbol(named: namespace + name)
                    unreadableSymbols.append(error)
                }
            case "xcassets", "":
                let contents = try? AssetContents.read(entry, root: root)
                let prefix = contents?.properties?.providesNamespace == true && entry.pathExtension.isEmpty ? namespace + name + "/" : namespace
                try read(folder: entry, namespace: prefix, root: root)
            default:
                continue  // App icons, data sets: nothing a screen draws.
            }
        }
    }

    /// What a symbolset that can't be read draws: the placeholder symbol under its name.
    static func placeholderSymbol(named name: String) -> Symbol {
        let placeholder = SymbolCatalog.placeholder
        return Symbol(name: name, width: placeholder.width, height: placeholder.height, parts: placeholder.parts, layers: placeholder.layers)
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
    /// The file or folder that failed, from the catalog's folder, its name included
    /// (`Assets.xcassets/Logo.imageset/Contents.json`).
    public var file: String
    /// What is wrong with it, as a phrase that follows the file's name.
    public var reason: String

    public var description: String { "\(file): \(reason)" }
}
