import Foundation
import TrellisCore

/// The six DejaVu faces of Debian's fonts-dejavu-core, the same files the HTML pages ship: Sans,
/// Serif and Sans Mono, regular and bold. Italic has no face of its own, because browsers slant
/// the regular face for it and its advances stay those of the regular face.
struct FontLibrary: Sendable {
    /// Where Debian and Ubuntu install fonts-dejavu-core.
    static let systemDirectory = "/usr/share/fonts/truetype/dejavu"
    static let package = "fonts-dejavu-core"
    static let fileNames = [
        "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf",
        "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf",
    ]

    /// The six DejaVu faces, then the brand faces in the catalog's order.
    let faces: [FontFace]
    /// The brand fonts (`--fonts DIR`); their faces follow DejaVu's in `faces`.
    let catalog: FontCatalog

    /// The fonts in `directory`, else in `$TRELLIS_FONT_DIR`, else in Debian's folder, and the
    /// brand faces of `catalog`, each falling back on DejaVu Sans of its weight for what it lacks
    /// (the generic `sans-serif` the pages name after a brand family is DejaVu Sans here).
    init(directory: String?, catalog: FontCatalog = FontCatalog()) throws(FontLoadingError) {
        let folder = directory ?? ProcessInfo.processInfo.environment["TRELLIS_FONT_DIR"] ?? Self.systemDirectory
        var faces: [FontFace] = []
        for (index, name) in Self.fileNames.enumerated() {
            let path = (folder.hasSuffix("/") ? folder : folder + "/") + name
            // Serif and Mono fall back on Sans of their weight, Sans Bold on Sans.
            let fallback = index < 2 ? (index == 1 ? faces[0] : nil) : faces[index % 2]
            faces.append(try FontFace(path: path, fileName: name, fallback: fallback))
        }
        for face in catalog.faces {
            let fallback = faces[face.weight >= .semibold ? 1 : 0]
            faces.append(try FontFace(path: face.path, fileName: face.fileName, fallback: fallback))
        }
        self.faces = faces
        self.catalog = catalog
    }

    /// The face's index in `faces`, a small key for the caches: two families never share one.
    /// A brand family the catalog lacks measures as DejaVu Sans (the render reports it first).
    func index(of font: Font.Resolved) -> Int {
        if let family = font.customFamily,
           let face = catalog.face(family: family, weight: font.weight, isItalic: font.isItalic),
           let position = catalog.faces.firstIndex(of: face) {
            return Self.fileNames.count + position
        }
        return Self.systemIndex(of: font)
    }

    static func systemIndex(of font: Font.Resolved) -> Int {
        let family = switch font.design {
        case .default, .rounded: 0
        case .serif: 1
        case .monospaced: 2
        }
        return family * 2 + (font.isBold ? 1 : 0)
    }
}

/// A DejaVu font file the text measurer needs is missing or is not a font.
public struct FontLoadingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why a font file couldn't be used.
    public enum Reason: Hashable, Sendable {
        /// `missing`: no file at the path; `notAFont`: the file is there but isn't a font HarfBuzz
        /// can read.
        case missing, notAFont
    }

    /// The file's full path.
    public var path: String
    /// Why the file couldn't be used.
    public var reason: Reason

    public var description: String {
        guard FontLibrary.fileNames.contains((path as NSString).lastPathComponent) else {
            // A brand face (`--fonts DIR`), read once already when the folder was listed.
            return "font file \(path) " + (reason == .missing ? "cannot be read" : "is not a font HarfBuzz can read")
        }
        return switch reason {
        case .missing:
            "font file \(path) not found; it comes with the Debian package \(FontLibrary.package) "
                + "(apt-get install \(FontLibrary.package)), or set TRELLIS_FONT_DIR to a folder that holds the DejaVu .ttf files"
        case .notAFont:
            "font file \(path) is not a font HarfBuzz can read; reinstall \(FontLibrary.package) or point TRELLIS_FONT_DIR elsewhere"
        }
    }
}
