import Foundation

/// Every symbol file of a folder that could not be read, one error per file, in file-name order.
public struct SymbolFolderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One error for each file that couldn't be read, in file-name order.
    public var errors: [SymbolFileError]

    /// Creates an error listing `errors`.
    public init(errors: [SymbolFileError]) {
        self.errors = errors
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

extension SymbolCatalog {
    /// Registers one symbol per `.svg` file in `directory`, named by the file name without `.svg`
    /// (`wifi.slash.svg` draws `Image(systemName: "wifi.slash")`); other files are left alone.
    ///
    /// Every file is read and checked before any is registered (see `SymbolFile` for what a file
    /// may hold), so a folder with a bad file changes nothing and the error lists every bad file,
    /// named by `directory` as given plus the file name. Files are read in name order, so the
    /// result does not depend on the order the file system lists them in.
    public mutating func registerSymbols(inDirectory directory: String) throws(SymbolFolderError) {
        let display = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        func problem(_ message: String) -> SymbolFolderError {
            SymbolFolderError(errors: [SymbolFileError(file: display, message: message)])
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw problem("no such folder")
        }
        guard isDirectory.boolValue else { throw problem("is a file, not a folder of .svg files") }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw problem("cannot list the folder: \(error.localizedDescription)")
        }
        var symbols: [Symbol] = []
        var errors: [SymbolFileError] = []
        for entry in entries.sorted() where entry.hasSuffix(".svg") && !entry.hasPrefix(".") {
            let file = display + "/" + entry
            let name = String(entry.dropLast(4))
            do throws(SymbolFileError) {
                guard !name.isEmpty, !name.contains(where: \.isWhitespace) else {
                    throw SymbolFileError(file: file, message: "'\(name)' cannot be a symbol name: name the file after the symbol, as in wifi.slash.svg")
                }
                guard let data = FileManager.default.contents(atPath: directory + "/" + entry) else {
                    throw SymbolFileError(file: file, message: "cannot be read")
                }
                symbols.append(try SymbolFile.symbol(named: name, from: data, file: file))
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else { throw SymbolFolderError(errors: errors) }
        for symbol in symbols { register(symbol) }
    }

    /// Reads one SVG document as the symbol `name`; errors name the file as `file`.
    public static func symbol(named name: String, svg: String, file: String) throws(SymbolFileError) -> Symbol {
        try SymbolFile.symbol(named: name, from: Data(svg.utf8), file: file)
    }
}
