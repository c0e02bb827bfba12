import UniformTypeIdentifiers

// The document types of a notes app's import and export code.
extension UTType {
    static let notesArchive = UTType(exportedAs: "com.example.notes-archive")
}

enum ImportRules {
    static let readable: [UTType] = [.plainText, .json, .commaSeparatedText, .notesArchive]

    static func accepts(fileExtension: String) -> Bool {
        guard let type = UTType(filenameExtension: fileExtension) else { return false }
        return readable.contains { type.conforms(to: $0) }
    }
}
