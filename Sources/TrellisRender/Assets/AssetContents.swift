import Foundation
import TrellisCore

/// A `Contents.json` as Xcode writes it, for imagesets, colorsets and folders.
struct AssetContents: Decodable {
    struct Appearance: Decodable {
        var appearance: String
        var value: String
    }

    struct Image: Decodable {
        var filename: String?
        var idiom: String?
        var scale: String?
        var appearances: [Appearance]?
    }

    struct ColorEntry: Decodable {
        struct Value: Decodable {
            var colorSpace: String?
            var components: [String: String]?
            var reference: String?

            enum CodingKeys: String, CodingKey {
                case colorSpace = "color-space"
                case components, reference
            }
        }

        var color: Value?
        var idiom: String?
        var appearances: [Appearance]?
    }

    struct Properties: Decodable {
        var providesNamespace: Bool?

        enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
    }

    var images: [Image]?
    var colors: [ColorEntry]?
    var properties: Properties?

    static func read(_ folder: URL, root: URL) throws(AssetCatalogError) -> AssetContents {
        let file = folder.appendingPathComponent("Contents.json")
        let name = AssetCatalog.relative(file, to: root)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw AssetCatalogError(file: name, reason: "is missing")
        }
        do {
            return try JSONDecoder().decode(AssetContents.self, from: data)
        } catch {
            throw AssetCatalogError(file: name, reason: "is not a Contents.json as Xcode writes it (\(Self.describe(error)))")
        }
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted: return "not valid JSON"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "unexpected value at " + (context.codingPath.map(\.stringValue).joined(separator: ".").nonEmpty ?? "the top level")
        default: return "unreadable"
        }
    }

    private static func isDark(_ appearances: [Appearance]?) -> Bool {
        appearances?.contains { $0.appearance == "luminosity" && $0.value == "dark" } == true
    }

    /// The image of an imageset: the smallest scale with a file, its dark twin if any.
    func image(named name: String, in folder: URL, root: URL) throws(AssetCatalogError) -> AssetCatalog.ImageAsset {
        let contents = AssetCatalog.relative(folder.appendingPathComponent("Contents.json"), to: root)
        let entries = (images ?? []).filter { $0.filename != nil && ($0.idiom ?? "universal") != "mac" }
        func scale(_ image: Image) -> Int { Int(image.scale?.dropLast() ?? "1") ?? 1 }
        let light = entries.filter { !Self.isDark($0.appearances) }.min { scale($0) < scale($1) }
        let dark = entries.filter { Self.isDark($0.appearances) }.min { scale($0) < scale($1) }
        guard let chosen = light ?? dark, let filename = chosen.filename else {
            throw AssetCatalogError(file: contents, reason: "names no image file")
        }
        let file = folder.appendingPathComponent(filename)
        let format: AssetCatalog.ImageAsset.Format
        switch file.pathExtension.lowercased() {
        case "png": format = .png
        case "svg": format = .svg
        default: throw AssetCatalogError(file: AssetCatalog.relative(file, to: root), reason: "is not a PNG or SVG image")
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw AssetCatalogError(file: AssetCatalog.relative(file, to: root), reason: "is named in \(contents) but missing")
        }
        guard let pixels = format == .png ? ImageFileSize.png(data) : ImageFileSize.svg(data) else {
            throw AssetCatalogError(file: AssetCatalog.relative(file, to: root), reason: "has no size a \(format.rawValue.uppercased()) reader can find")
        }
        let points = format == .png ? CGFloat(scale(chosen)) : 1
        let darkFile = dark.flatMap { $0.filename }.map { folder.appendingPathComponent($0) }
        return AssetCatalog.ImageAsset(
            name: name, file: file, darkFile: light == nil ? nil : darkFile, format: format,
            size: CGSize(width: pixels.width / points, height: pixels.height / points))
    }

    /// The color of a colorset, light and dark.
    func color(named name: String, in folder: URL, root: URL) throws(AssetCatalogError) -> AssetCatalog.ColorAsset {
        let contents = AssetCatalog.relative(folder.appendingPathComponent("Contents.json"), to: root)
        let entries = colors ?? []
        func resolved(_ entry: ColorEntry) throws(AssetCatalogError) -> Color.Resolved {
            guard let value = entry.color else { throw AssetCatalogError(file: contents, reason: "has a color entry without a color") }
            if let reference = value.reference {
                throw AssetCatalogError(file: contents, reason: "refers to the system color \(reference), which Trellis does not resolve")
            }
            guard let resolved = Self.color(value.components ?? [:]) else {
                throw AssetCatalogError(file: contents, reason: "has color components Trellis cannot read (red, green, blue or white, and alpha)")
            }
            return resolved
        }
        guard let light = entries.first(where: { !Self.isDark($0.appearances) && $0.appearances?.isEmpty != false }) ?? entries.first else {
            throw AssetCatalogError(file: contents, reason: "has no color")
        }
        let dark = entries.first { Self.isDark($0.appearances) }
        return AssetCatalog.ColorAsset(name: name, light: try resolved(light), dark: try dark.map { (entry) throws(AssetCatalogError) in try resolved(entry) })
    }

    /// Components as Xcode writes them: "0.204" (a fraction), "0x34" or "52" (of 255).
    static func color(_ components: [String: String]) -> Color.Resolved? {
        func channel(_ key: String) -> Double? {
            guard let text = components[key]?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
            return text.contains(".") ? min(value, 1) : min(value, 255) / 255
        }
        let alpha = components["alpha"] == nil ? 1 : channel("alpha")
        guard let alpha else { return nil }
        if let white = channel("white") { return Color.Resolved(red: white, green: white, blue: white, opacity: alpha) }
        guard let red = channel("red"), let green = channel("green"), let blue = channel("blue") else { return nil }
        return Color.Resolved(red: red, green: green, blue: blue, opacity: alpha)
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
