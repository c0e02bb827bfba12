import Foundation
import TrellisCore

/// The faces of the built-in designs (SystemFontFile: DejaVu's six, Inter's and Inter Display's
/// nine weights each), the same files the HTML pages ship, then the brand faces. Italic has no
/// face of its own, because browsers slant the upright face for it and its advances stay its own.
struct FontLibrary: Sendable {
    /// The system faces in SystemFontFile.all's order, then the brand faces in the catalog's order.
    let faces: [FontFace]
    /// The brand fonts (`--fonts DIR`); their faces follow the system faces in `faces`.
    let catalog: FontCatalog

    /// DejaVu's files in `directory`, else in `$TRELLIS_FONT_DIR`, else in Debian's folder; Inter's
    /// in `interDirectory`, else in `$TRELLIS_INTER_DIR`, else in Debian's folder; Noto Color Emoji
    /// and Noto Sans CJK in `$TRELLIS_EMOJI_DIR` and `$TRELLIS_CJK_DIR`, else Debian's folders.
    /// Every face falls back on DejaVu Sans of its weight for what it lacks (Serif and Mono as
    /// fontconfig orders them for Chromium, Inter as the pages' family lists name it), then on Noto
    /// Color Emoji and Noto Sans CJK of its weight, and so do the brand faces.
    init(directory: String?, interDirectory: String? = nil, catalog: FontCatalog = FontCatalog()) throws(FontLoadingError) {
        func path(of file: SystemFontFile) -> String {
            file.path(in: file.source == .dejaVu ? directory : file.source == .inter ? interDirectory : nil)
        }
        var scripts: [FontFace] = []
        for file in SystemFontFile.scriptFallbacks {
            scripts.append(try FontFace(path: path(of: file), fileName: file.fileName, index: file.collectionIndex))
        }
        // Emoji, then CJK of the weight (CSS matching gives 600 and up the bold face).
        let scriptChains = [[scripts[0], scripts[1]], [scripts[0], scripts[2]]]
        var faces: [FontFace] = []
        for file in SystemFontFile.all {
            let bold = file.weight >= 600 ? 1 : 0
            // DejaVu Sans (faces 0 and 1) is the first fallback; Sans Bold falls back on Sans.
            let dejaVu = faces.isEmpty ? [] : [faces[min(bold, faces.count - 1)]]
            faces.append(try FontFace(path: path(of: file), fileName: file.fileName, fallbacks: dejaVu + scriptChains[bold]))
        }
        for face in catalog.faces {
            let bold = face.weight >= .semibold ? 1 : 0
            faces.append(try FontFace(path: face.path, fileName: face.fileName, fallbacks: [faces[bold]] + scriptChains[bold]))
        }
        self.faces = faces
        self.catalog = catalog
    }

    /// The face's index in `faces`, a small key for the caches: two families never share one.
    /// A brand family the catalog lacks measures as the system font (the render reports it first).
    func index(of font: Font.Resolved) -> Int {
        if let family = font.customFamily,
           let face = catalog.face(family: family, weight: font.weight, isItalic: font.isItalic),
           let position = catalog.faces.firstIndex(of: face) {
            return SystemFontFile.all.count + position
        }
        return SystemFontFile.index(of: font)
    }
}

/// A font file the text measurer needs (DejaVu, Inter, Noto, or a brand face) is missing or is not a font.
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
        let name = (path as NSString).lastPathComponent
        guard let file = (SystemFontFile.all + SystemFontFile.scriptFallbacks).first(where: { $0.fileName == name }) else {
            // A brand face (`--fonts DIR`), read once already when the folder was listed.
            return "font file \(path) " + (reason == .missing ? "cannot be read" : "is not a font HarfBuzz can read")
        }
        return file.source.problem(path: path, isMissing: reason == .missing)
    }
}
