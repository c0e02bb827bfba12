import Foundation
import Synchronization

/// The images and colors `Image("name")` and `Color("name")` find: what a render registers from
/// its asset catalogs (TrellisRender's `AssetCatalog` makes one), carried by the environment so
/// that resolution sizes images and picks each scheme's color without reaching for anything global.
public struct NamedAssets: Sendable {
    /// An image file registered under a name, with its size and an optional dark variant.
    public struct Image: Hashable, Sendable {
        /// The ideal size in points: the file's pixels over its scale, or an SVG's own size.
        public var size: CGSize
        /// Where the file is in the site, from its root (`assets/images/logo.png`).
        public var path: String
        /// The dark appearance's file, when the imageset has one.
        public var darkPath: String?

        /// Creates an image entry for the file at `path`, drawn at `size` points, with `darkPath` used
        /// instead in the dark color scheme.
        public init(size: CGSize, path: String, darkPath: String? = nil) {
            self.size = size
            self.path = path
            self.darkPath = darkPath
        }
    }

    /// The images `Image("name")` finds, by name.
    public var images: [String: Image]
    /// The colors `Color("name")` finds, by name; each may be a light and dark pair.
    public var colors: [String: Color]
    /// The custom symbols (an asset catalog's symbolsets) `Image("name")` draws as a symbol: sized
    /// by the font and colored by the foreground style, from the drawing registered under the same
    /// name in the render's symbol catalog.
    public var symbols: Set<String> = []
    /// The app's accent color, the tint wherever the code sets none: the catalog's `AccentColor`,
    /// as Xcode makes it the app's global accent color. Nil keeps the theme's tint.
    public var accentColor: Color?
    /// An unknown image draws the placeholder symbol and an unknown color is clear (as SwiftUI
    /// draws one it cannot find), instead of the render failing on them.
    public var drawsPlaceholders: Bool
    /// The color names resolution asked for and did not find, so the renderer can report them:
    /// a color becomes part of whatever node paints with it, so there is no node to find later.
    package let misses = MissedNames()

    /// Creates a set of named assets.
    ///
    /// - Parameters:
    ///   - images: The images, by the name `Image("name")` uses.
    ///   - colors: The colors, by the name `Color("name")` uses.
    ///   - drawsPlaceholders: Whether an unknown name draws a placeholder (or a clear color) instead of
    ///     being reported as missing.
    ///   - accentColor: The tint wherever the code sets none; nil keeps the theme's.
    public init(images: [String: Image] = [:], colors: [String: Color] = [:], drawsPlaceholders: Bool = false, accentColor: Color? = nil) {
        self.images = images
        self.colors = colors
        self.drawsPlaceholders = drawsPlaceholders
        self.accentColor = accentColor
    }

    /// What an unknown image draws under `drawsPlaceholders`: TrellisRender's placeholder symbol.
    package static let placeholderSymbol = "questionmark.square.dashed"

    /// The image named `name`, with the file of `scheme`'s appearance in `path`.
    package func image(named name: String, in scheme: ColorScheme) -> Image? {
        guard var image = images[name] else { return nil }
        if scheme == .dark, let dark = image.darkPath { image.path = dark }
        image.darkPath = nil
        return image
    }

    package func color(named name: String) -> Color? {
        if let color = colors[name] { return color }
        if !drawsPlaceholders { misses.insert(name) }
        return nil
    }

    package final class MissedNames: Sendable {
        private let names = Mutex<Set<String>>([])

        package func insert(_ name: String) { names.withLock { _ = $0.insert(name) } }

        /// Sorted, and forgotten, so each resolution reports its own.
        package func take() -> [String] { names.withLock { names in defer { names = [] }; return names.sorted() } }
    }
}

