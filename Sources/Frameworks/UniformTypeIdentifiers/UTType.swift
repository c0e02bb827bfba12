import Foundation

// `import UniformTypeIdentifiers` on Linux: the type identifiers that document and file code
// names (`UTType.json`, `UTType(filenameExtension: "csv")`, `conforms(to:)`). Each type's place in
// the hierarchy, its file extension and its MIME type are Apple's published declarations, kept in
// one table; a type declared by the app (`exportedAs:`) conforms to `data`.

/// A type of data, named by a reverse-DNS identifier such as `public.json`.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The type's identifier.
    public let identifier: String

    private init(known identifier: String) {
        self.identifier = identifier
    }

    /// The type of `identifier`, if it is one of the types this module knows.
    public init?(_ identifier: String) {
        guard UTType.declarations[identifier] != nil else { return nil }
        self.identifier = identifier
    }

    /// A type the app declares and exports, conforming to `conformingTo` (data by default).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
    }

    /// A type the app imports from another's declaration.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
    }

    /// The known type whose preferred file extension is `filenameExtension` (any case), if any and
    /// if it conforms to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let lowered = filenameExtension.lowercased()
        guard let match = UTType.byExtension[lowered], UTType(known: match).conforms(to: supertype) else { return nil }
        identifier = match
    }

    /// The known type whose MIME type is `mimeType`, if any and if it conforms to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let lowered = mimeType.lowercased()
        guard let match = UTType.declarations.keys.sorted().first(where: { UTType.declarations[$0]?.mimeType == lowered }),
              UTType(known: match).conforms(to: supertype) else { return nil }
        identifier = match
    }

    /// The extension files of this type are given, such as `json`.
    public var preferredFilenameExtension: String? { Self.declarations[identifier]?.filenameExtension }

    /// The type's MIME type, such as `application/json`.
    public var preferredMIMEType: String? { Self.declarations[identifier]?.mimeType }

    /// The type's name for people, such as "JSON".
    public var localizedDescription: String? { Self.declarations[identifier]?.name }

    /// Whether the app declared this type rather than the system.
    public var isDeclared: Bool { Self.declarations[identifier] != nil }

    /// Whether the system declared this type: the types this module knows.
    public var isPublicType: Bool { identifier.hasPrefix("public.") }

    /// Every type this one conforms to, directly or through another.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            if found.insert(next).inserted { pending += next.parents }
        }
        return found
    }

    /// Whether this type is `type` or conforms to it, as a JSON file conforms to text and data.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    public var description: String { identifier }

    /// The types this one conforms to directly; a type the app declared conforms to data.
    private var parents: [UTType] {
        guard let declaration = Self.declarations[identifier] else {
            return [.data]
        }
        return declaration.parents.map(UTType.init(known:))
    }

    private struct Declaration: Sendable {
        var parents: [String]
        var filenameExtension: String?
        var mimeType: String?
        var name: String
    }

    /// Apple's declarations of the common system types: parents, extension, MIME type, name.
    private static let declarations: [String: Declaration] = {
        var table: [String: Declaration] = [:]
        func add(_ id: String, _ parents: [String], _ ext: String? = nil, _ mime: String? = nil, _ name: String) {
            table["public." + id] = Declaration(parents: parents.map { "public." + $0 }, filenameExtension: ext, mimeType: mime, name: name)
        }
        add("item", [], nil, nil, "item")
        add("content", [], nil, nil, "content")
        add("data", ["item"], nil, "application/octet-stream", "data")
        add("composite-content", ["content"], nil, nil, "composite content")
        add("text", ["data", "content"], nil, nil, "text")
        add("plain-text", ["text"], "txt", "text/plain", "plain text")
        add("utf8-plain-text", ["plain-text"], nil, nil, "Unicode text")
        add("utf16-plain-text", ["plain-text"], nil, nil, "Unicode text")
        add("rtf", ["text"], "rtf", "text/rtf", "rich text")
        add("html", ["text"], "html", "text/html", "HTML")
        add("xml", ["text"], "xml", "application/xml", "XML")
        add("json", ["text"], "json", "application/json", "JSON")
        add("comma-separated-values-text", ["delimited-values-text"], "csv", "text/csv", "comma-separated values")
        add("tab-separated-values-text", ["delimited-values-text"], "tsv", "text/tab-separated-values", "tab-separated values")
        add("delimited-values-text", ["text"], nil, nil, "delimited values")
        add("source-code", ["plain-text"], nil, nil, "source code")
        add("swift-source", ["source-code"], "swift", nil, "Swift source")
        add("log", ["plain-text"], "log", nil, "log")
        add("url", ["data"], nil, nil, "URL")
        add("file-url", ["url"], nil, nil, "file URL")
        add("image", ["data", "content"], nil, nil, "image")
        add("png", ["image"], "png", "image/png", "PNG image")
        add("jpeg", ["image"], "jpeg", "image/jpeg", "JPEG image")
        add("tiff", ["image"], "tiff", "image/tiff", "TIFF image")
        add("heic", ["image"], "heic", "image/heic", "HEIC image")
        add("svg-image", ["image", "xml"], "svg", "image/svg+xml", "SVG image")
        add("camera-raw-image", ["image"], nil, nil, "raw image")
        add("audiovisual-content", ["data", "content"], nil, nil, "audiovisual content")
        add("movie", ["audiovisual-content"], nil, nil, "movie")
        add("video", ["movie"], nil, nil, "video")
        add("audio", ["audiovisual-content"], nil, nil, "audio")
        add("mp3", ["audio"], "mp3", "audio/mpeg", "MP3 audio")
        add("mpeg-4", ["movie"], "mp4", "video/mp4", "MPEG-4 movie")
        add("folder", ["directory"], nil, nil, "folder")
        add("directory", ["item"], nil, nil, "folder")
        add("archive", ["data"], nil, nil, "archive")
        add("zip-archive", ["archive"], "zip", "application/zip", "ZIP archive")
        add("vcard", ["text"], "vcf", "text/vcard", "vCard")
        add("calendar-event", ["item"], nil, nil, "calendar event")
        add("contact", ["item"], nil, nil, "contact")
        add("font", ["data"], nil, nil, "font")
        add("spreadsheet", ["content"], nil, nil, "spreadsheet")
        add("presentation", ["composite-content"], nil, nil, "presentation")
        add("executable", ["item"], nil, nil, "executable")
        table["com.adobe.pdf"] = Declaration(parents: ["public.data", "public.composite-content"], filenameExtension: "pdf", mimeType: "application/pdf", name: "PDF document")
        table["com.compuserve.gif"] = Declaration(parents: ["public.image"], filenameExtension: "gif", mimeType: "image/gif", name: "GIF image")
        table["org.webmproject.webp"] = Declaration(parents: ["public.image"], filenameExtension: "webp", mimeType: "image/webp", name: "WebP image")
        table["com.apple.quicktime-movie"] = Declaration(parents: ["public.movie"], filenameExtension: "mov", mimeType: "video/quicktime", name: "QuickTime movie")
        table["com.apple.property-list"] = Declaration(parents: ["public.data"], filenameExtension: "plist", mimeType: nil, name: "property list")
        table["com.apple.package"] = Declaration(parents: ["public.directory"], filenameExtension: nil, mimeType: nil, name: "package")
        table["com.apple.application"] = Declaration(parents: ["public.item"], filenameExtension: nil, mimeType: nil, name: "application")
        table["public.message"] = Declaration(parents: ["public.item"], filenameExtension: nil, mimeType: nil, name: "message")
        table["org.idpf.epub-container"] = Declaration(parents: ["public.zip-archive"], filenameExtension: "epub", mimeType: "application/epub+zip", name: "EPUB")
        return table
    }()

    /// Each known extension's type; "jpg" is JPEG's other extension.
    private static let byExtension: [String: String] = {
        var table: [String: String] = ["jpg": "public.jpeg", "htm": "public.html", "text": "public.plain-text", "tif": "public.tiff", "m4v": "public.mpeg-4"]
        for (identifier, declaration) in declarations {
            if let ext = declaration.filenameExtension { table[ext] = identifier }
        }
        return table
    }()

    /// Any item.
    public static let item = UTType(known: "public.item")
    /// Anything a person reads, views or plays.
    public static let content = UTType(known: "public.content")
    /// Bytes.
    public static let data = UTType(known: "public.data")
    /// Text of any encoding or markup.
    public static let text = UTType(known: "public.text")
    /// Text without markup.
    public static let plainText = UTType(known: "public.plain-text")
    /// UTF-8 text without markup.
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    /// Rich text.
    public static let rtf = UTType(known: "public.rtf")
    /// HTML.
    public static let html = UTType(known: "public.html")
    /// XML.
    public static let xml = UTType(known: "public.xml")
    /// JSON.
    public static let json = UTType(known: "public.json")
    /// Comma-separated values.
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
    /// Tab-separated values.
    public static let tabSeparatedText = UTType(known: "public.tab-separated-values-text")
    /// Source code.
    public static let sourceCode = UTType(known: "public.source-code")
    /// Swift source.
    public static let swiftSource = UTType(known: "public.swift-source")
    /// A log file.
    public static let log = UTType(known: "public.log")
    /// A URL.
    public static let url = UTType(known: "public.url")
    /// A file's URL.
    public static let fileURL = UTType(known: "public.file-url")
    /// Any image.
    public static let image = UTType(known: "public.image")
    /// A PNG image.
    public static let png = UTType(known: "public.png")
    /// A JPEG image.
    public static let jpeg = UTType(known: "public.jpeg")
    /// A GIF image.
    public static let gif = UTType(known: "com.compuserve.gif")
    /// A TIFF image.
    public static let tiff = UTType(known: "public.tiff")
    /// A HEIC image.
    public static let heic = UTType(known: "public.heic")
    /// A WebP image.
    public static let webP = UTType(known: "org.webmproject.webp")
    /// An SVG image.
    public static let svg = UTType(known: "public.svg-image")
    /// A camera's raw image.
    public static let rawImage = UTType(known: "public.camera-raw-image")
    /// A PDF document.
    public static let pdf = UTType(known: "com.adobe.pdf")
    /// Sound or pictures in time.
    public static let audiovisualContent = UTType(known: "public.audiovisual-content")
    /// A movie, with or without sound.
    public static let movie = UTType(known: "public.movie")
    /// A movie without sound.
    public static let video = UTType(known: "public.video")
    /// Sound.
    public static let audio = UTType(known: "public.audio")
    /// MP3 audio.
    public static let mp3 = UTType(known: "public.mp3")
    /// An MPEG-4 movie.
    public static let mpeg4Movie = UTType(known: "public.mpeg-4")
    /// A QuickTime movie.
    public static let quickTimeMovie = UTType(known: "com.apple.quicktime-movie")
    /// A folder.
    public static let folder = UTType(known: "public.folder")
    /// A directory.
    public static let directory = UTType(known: "public.directory")
    /// A package: a directory shown as one file.
    public static let package = UTType(known: "com.apple.package")
    /// An application.
    public static let application = UTType(known: "com.apple.application")
    /// An archive.
    public static let archive = UTType(known: "public.archive")
    /// A ZIP archive.
    public static let zip = UTType(known: "public.zip-archive")
    /// A contact card.
    public static let vCard = UTType(known: "public.vcard")
    /// A contact.
    public static let contact = UTType(known: "public.contact")
    /// A calendar event.
    public static let calendarEvent = UTType(known: "public.calendar-event")
    /// A message.
    public static let message = UTType(known: "public.message")
    /// A font.
    public static let font = UTType(known: "public.font")
    /// A spreadsheet.
    public static let spreadsheet = UTType(known: "public.spreadsheet")
    /// A presentation.
    public static let presentation = UTType(known: "public.presentation")
    /// A property list.
    public static let propertyList = UTType(known: "com.apple.property-list")
    /// An EPUB book.
    public static let epub = UTType(known: "org.idpf.epub-container")
    /// A program.
    public static let executable = UTType(known: "public.executable")
}
