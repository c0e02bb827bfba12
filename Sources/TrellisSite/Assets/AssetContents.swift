import Foundation
import Trellis
import TrellisLayout
import TrellisRender

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
    /// A symbolset's template files (`filename`, `idiom`), which have the fields of an image entry.
    var symbols: [Image]?
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
        case "jpg", "jpeg": format = .jpeg
        case "svg": format = .svg
        case "pdf": format = .pdf
        default: throw AssetCatalogError(file: AssetCatalog.relative(file, to: root), reason: "is not a PNG, JPEG, SVG or PDF image")
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw AssetCatalogError(file: AssetCatalog.relative(file, to: root), reason: "is named in \(contents) but missing")
        }
        let size: CGSize? = switch format {
        case .png: ImageFileSize.png(data)
        case .jpeg: ImageFileSize.jpeg(data)
        case .svg: ImageFileSize.svg(data)
        case .pdf: ImageFileSize.pdf(data)
        }
        guard let pixels = size else {
            throw AssetCatalogError(file: AssetCatalog.relative(file, to: root), reason: "has no size a \(format.rawValue.uppercased()) reader can find")
        }
        let points = format == .png || format == .jpeg ? CGFloat(scale(chosen)) : 1
        let darkFile = dark.flatMap { $0.filename }.map { folder.appendingPathComponent($0) }
        return AssetCatalog.ImageAsset(
            name: name, file: file, darkFile: light == nil || format == .pdf ? nil : darkFile, format: format,
            size: CGSize(width: pixels.width / points, height: pixels.height / points))
    }

    /// The custom symbol of a symbolset: its SF Symbols template (the universal or iPhone one)
    /// read as a drawing.
    func symbol(named name: String, in folder: URL, root: URL) throws(AssetCatalogError) -> Symbol {
        let contents = AssetCatalog.relative(folder.appendingPathComponent("Contents.json"), to: root)
        let entries = (symbols ?? []).filter { $0.filename != nil }
        guard let filename = (entries.first { ["universal", "iphone"].contains($0.idiom ?? "universal") } ?? entries.first)?.filename else {
            throw AssetCatalogError(file: contents, reason: "names no symbol file")
        }
        let file = folder.appendingPathComponent(filename)
        let display = AssetCatalog.relative(file, to: root)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw AssetCatalogError(file: display, reason: "is named in \(contents) but missing")
        }
        do throws(SymbolFileError) {
            return try SymbolCatalog.symbol(named: name, template: data, file: display)
        } catch {
            throw AssetCatalogError(file: display, reason: error.message)
        }
    }

    /// The color of a colorset, light and dark, for iOS: entries for the Mac, TV or Watch only are
    /// skipped when a universal or iPhone one is there. An entry without a color is what Xcode's
    /// template writes for `AccentColor`, and means "the system's value": where no entry has a
    /// color, the colorset stands for the system accent color.
    func color(named name: String, in folder: URL, root: URL) throws(AssetCatalogError) -> AssetCatalog.ColorAsset {
        let contents = AssetCatalog.relative(folder.appendingPathComponent("Contents.json"), to: root)
        let all = colors ?? []
        let phone = all.filter { ["universal", "iphone", "ipad"].contains($0.idiom ?? "universal") }
        let entries = phone.isEmpty ? all : phone
        func resolved(_ value: ColorEntry.Value, dark: Bool) throws(AssetCatalogError) -> Color.Resolved {
            if let reference = value.reference {
                guard let system = Self.systemColor(reference: reference) else {
                    throw AssetCatalogError(file: contents, reason: "refers to the system color \(reference), which Trellis does not know")
                }
                return system.value(dark: dark)
            }
            guard let resolved = Self.color(value.components ?? [:]) else {
                throw AssetCatalogError(file: contents, reason: "has color components Trellis cannot read (red, green, blue or white, and alpha)")
            }
            return resolved
        }
        guard !entries.isEmpty else { throw AssetCatalogError(file: contents, reason: "has no color") }
        let lightEntry = entries.first { !Self.isDark($0.appearances) && $0.appearances?.isEmpty != false && $0.color != nil }
            ?? entries.first { !Self.isDark($0.appearances) && $0.color != nil }
        let darkEntry = entries.first { Self.isDark($0.appearances) && $0.color != nil }
        guard let lightValue = (lightEntry ?? darkEntry)?.color else {
            let accent = SemanticColor.systemBlue
            return AssetCatalog.ColorAsset(name: name, light: accent.value(dark: false), dark: accent.value(dark: true), isSystemAccent: true)
        }
        // A system color adapts by itself: its dark value comes with it when the colorset has no dark entry.
        let light = try resolved(lightValue, dark: false)
        let dark: Color.Resolved?
        if let darkValue = darkEntry?.color {
            dark = try resolved(darkValue, dark: true)
        } else if lightValue.reference != nil {
            dark = try resolved(lightValue, dark: true)
        } else {
            dark = nil
        }
        return AssetCatalog.ColorAsset(name: name, light: light, dark: dark == light ? nil : dark)
    }

    /// The system colors Xcode's color picker offers an iOS colorset, by the name it writes
    /// (`systemIndigoColor`, `secondarySystemBackgroundColor`, `labelColor`).
    static func systemColor(reference: String) -> SemanticColor? {
        let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        let colors: [String: SemanticColor] = [
            "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow, "systemGreen": .systemGreen,
            "systemMint": .systemMint, "systemTeal": .systemTeal, "systemCyan": .systemCyan, "systemBlue": .systemBlue,
            "systemIndigo": .systemIndigo, "systemPurple": .systemPurple, "systemPink": .systemPink, "systemBrown": .systemBrown,
            "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3, "systemGray4": .systemGray4,
            "systemGray5": .systemGray5, "systemGray6": .systemGray6,
            "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel,
            "systemFill": .systemFill, "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
            "quaternarySystemFill": .quaternarySystemFill, "placeholderText": .placeholderText,
            "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
            "tertiarySystemBackground": .tertiarySystemBackground, "systemGroupedBackground": .systemGroupedBackground,
            "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
            "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
            "separator": .separator, "opaqueSeparator": .opaqueSeparator, "link": .link,
            "black": .black, "white": .white, "clear": .clear, "darkGray": .darkGray, "lightGray": .lightGray, "gray": .gray,
            "red": .red, "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta,
            "orange": .orange, "purple": .purple, "brown": .brown,
        ]
        return colors[name]
    }

    /// Components as Xcode writes them: "0.204" (a fraction), "0x34" or "52" (of 255).
    static func color(_ components: [String: String]) -> Color.Resolved? {
        func channel(_ key: String) -> Double? {
            guard let text = components[key]?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            // Extended sRGB may go below 0 or above 1: clamped to what sRGB output can show.
            guard let value = Double(text), value.isFinite else { return nil }
            return text.contains(".") ? min(max(value, 0), 1) : min(max(value, 0), 255) / 255
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
