import Foundation

/// Trellis's own drawings for SF Symbol names, mostly on a 24-unit grid (wider ones on a wider
/// grid): simple shapes that read as the SF Symbol of the same name at text sizes. They are SVG
/// files, one per name in a folder per SF Symbols category (`Drawings/`), compiled into the
/// module. Renders look names up in a `SymbolCatalog`, which starts from these.
public enum SymbolTable {
    /// Trellis's own drawing for `name`, or nil when it has none.
    public static func symbol(named name: String) -> Symbol? {
        SymbolCatalog.builtIn.symbol(named: name)
    }

    /// The aspect of a named symbol's drawing, for the layout engine; nil for an unknown name.
    @Sendable public static func aspectRatio(ofSymbolNamed name: String) -> CGFloat? {
        SymbolCatalog.builtIn.aspectRatio(ofSymbolNamed: name)
    }

    /// The built-in names, sorted, for error messages and documentation.
    public static var names: [String] { SymbolCatalog.builtIn.names }

    /// The built-in names close to `name`, best first (see `SymbolCatalog.suggestions(for:limit:)`).
    public static func suggestions(for name: String, limit: Int = 3) -> [String] {
        SymbolCatalog.builtIn.suggestions(for: name, limit: limit)
    }

    /// Every built-in drawing, read from its file. A file that cannot be read is a fault in
    /// Trellis itself, which `BuiltInDrawingTests` catches before a release, so it stops here
    /// with the file and the reason.
    static let all: [Symbol] = BuiltInDrawings.files.map { name, svg in
        do throws(SymbolFileError) {
            return try SymbolFile.symbol(named: name, from: Data(svg), file: "(built-in) \(name).svg")
        } catch {
            fatalError("\(error)")
        }
    }
}
