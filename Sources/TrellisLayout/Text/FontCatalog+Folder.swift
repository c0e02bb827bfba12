import CHarfBuzz
import Foundation
import TrellisCore

extension FontCatalog {
    /// The font files in `directory` (a team's brand fonts), each described by its own tables
    /// through HarfBuzz: family and PostScript names, OS/2 weight, italic, vertical metrics.
    ///
    /// Files ending in .ttf or .otf are read, and each must be a font; dot-files, folders and
    /// text files (.txt, .md: the licences and read-mes font downloads come with) are skipped;
    /// any other file is an error naming it, as is a folder with no font at all or two files of
    /// one PostScript name. A variable font is read as its default instance.
    public init(directory: String) throws(FontFolderError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw FontFolderError(directory: directory, file: nil, problem: "no such folder")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw FontFolderError(directory: directory, file: nil, problem: "cannot be read")
        }
        var faces: [Face] = []
        for name in names where !name.hasPrefix(".") {
            let path = (directory as NSString).appendingPathComponent(name)
            var isSubfolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isSubfolder), isSubfolder.boolValue { continue }
            let suffix = (name as NSString).pathExtension.lowercased()
            if ["txt", "md"].contains(suffix) { continue }
            guard ["ttf", "otf"].contains(suffix) else {
                throw FontFolderError(
                    directory: directory, file: name,
                    problem: "is not a font file; the folder holds TrueType or OpenType fonts (.ttf, .otf)")
            }
            let face = try Self.readFace(at: path, fileName: name, directory: directory)
            if let twin = faces.first(where: { $0.postScriptName == face.postScriptName }) {
                throw FontFolderError(
                    directory: directory, file: name,
                    problem: "is the same face as \(twin.fileName) (PostScript name \(face.postScriptName)); keep one")
            }
            faces.append(face)
        }
        guard !faces.isEmpty else {
            throw FontFolderError(directory: directory, file: nil, problem: "holds no .ttf or .otf font")
        }
        self.init(faces: faces)
    }

    private static func readFace(at path: String, fileName: String, directory: String) throws(FontFolderError) -> Face {
        func failure(_ problem: String) -> FontFolderError {
            FontFolderError(directory: directory, file: fileName, problem: problem)
        }
        guard let blob = hb_blob_create_from_file_or_fail(path) else { throw failure("cannot be read") }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, 0)
        defer { hb_face_destroy(face) }
        guard hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else {
            throw failure("is not a font HarfBuzz can read (a .ttf or .otf file with glyphs)")
        }
        defer { hb_font_destroy(font) }
        let upem = Int32(hb_face_get_upem(face))
        hb_font_set_scale(font, upem, upem)
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        // The typographic family groups every weight ("Lato" for "Lato Medium"), as CSS and Core
        // Text group them; older fonts have only name ID 1.
        guard let family = name(16, of: face) ?? name(1, of: face), !family.isEmpty else {
            throw failure("has no family name (name table IDs 16 and 1)")
        }
        let postScriptName = name(6, of: face) ?? family.replacingOccurrences(of: " ", with: "")
        let weight = Int(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT).rounded())
        let italic = hb_style_get_value(font, HB_STYLE_TAG_ITALIC) >= 0.5
        return Face(
            family: family, postScriptName: postScriptName, weight: Font.Weight.css(min(max(weight, 1), 1000)),
            isItalic: italic, fileName: fileName, path: path, unitsPerEm: Int(upem),
            ascender: Int(extents.ascender), descender: Int(-extents.descender), lineGap: Int(extents.line_gap))
    }

    /// The English (else the first) entry of a name ID, nil when the font has none.
    private static func name(_ id: UInt32, of face: OpaquePointer?) -> String? {
        let english = hb_language_from_string("en", -1)
        var length: UInt32 = 0
        let total = hb_ot_name_get_utf8(face, hb_ot_name_id_t(id), english, &length, nil)
        guard total > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(total) + 1)
        var size = UInt32(buffer.count)
        _ = hb_ot_name_get_utf8(face, hb_ot_name_id_t(id), english, &size, &buffer)
        let text = String(decoding: buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.trimmingCharacters(in: .whitespaces)
    }
}

/// A font folder that cannot be used: it is missing, a file in it is not a font, or two files
/// are one face.
public struct FontFolderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The folder as it was given.
    public var directory: String
    /// The file's name in the folder; nil when the problem is the folder's.
    public var file: String?
    /// What is wrong, in a sentence.
    public var problem: String

    /// An error for `problem` with `file` in `directory`, or with the folder when `file` is nil.
    public init(directory: String, file: String?, problem: String) {
        self.directory = directory
        self.file = file
        self.problem = problem
    }

    public var description: String {
        if let file { return (directory as NSString).appendingPathComponent(file) + ": " + problem }
        return directory + ": " + problem
    }
}
