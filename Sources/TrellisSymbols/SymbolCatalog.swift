import Foundation

/// What an `Image(systemName:)` whose name a catalog does not know becomes.
public enum MissingSymbolPolicy: String, Hashable, Sendable, CaseIterable {
    /// The render fails, naming every unknown name and where it is used.
    case error
    /// The image draws `SymbolCatalog.placeholder` (a dashed square with a question mark), so a
    /// screen can be previewed before its symbols are drawn.
    case placeholder
}

/// The symbols a render can draw: Trellis's built-in drawings plus any a user registers (from
/// code, or from a folder of SVG files with `registerSymbols(inDirectory:)`).
///
/// A value, passed to the emitters and the layout engine, so two renders with different symbols
/// can run side by side and nothing global changes. A registered symbol replaces a built-in one of
/// the same name.
public struct SymbolCatalog: Hashable, Sendable {
    private var byName: [String: Symbol]
    /// Every name the catalog draws, sorted.
    public private(set) var names: [String]
    /// What an unknown name draws; `.error` unless set.
    public var missingSymbols: MissingSymbolPolicy

    /// A catalog of exactly `symbols` (the last of two with one name wins).
    public init(_ symbols: [Symbol] = [], missingSymbols: MissingSymbolPolicy = .error) {
        byName = [:]
        for symbol in symbols { byName[symbol.name] = symbol }
        names = byName.keys.sorted()
        self.missingSymbols = missingSymbols
    }

    /// Trellis's own drawings (`SymbolTable`), with unknown names an error.
    public static let builtIn = SymbolCatalog(SymbolTable.all)

    /// The drawing for `name`, or nil when the catalog has none.
    public func symbol(named name: String) -> Symbol? {
        byName[name]
    }

    /// Adds `symbol`, replacing a symbol of the same name.
    public mutating func register(_ symbol: Symbol) {
        if byName.updateValue(symbol, forKey: symbol.name) == nil {
            let index = names.firstIndex { $0 > symbol.name } ?? names.endIndex
            names.insert(symbol.name, at: index)
        }
    }

    /// What an image named `name` draws: its symbol, the placeholder when the name is unknown and
    /// `missingSymbols` is `.placeholder`, else nil (the caller reports the name).
    public func drawing(forSymbolNamed name: String) -> Symbol? {
        if let symbol = byName[name] { return symbol }
        return missingSymbols == .placeholder ? Self.placeholder : nil
    }

    /// Width over height of a named symbol's drawing, for the layout engine; nil for an unknown
    /// name (which the engine sizes square, as the placeholder is).
    public func aspectRatio(ofSymbolNamed name: String) -> CGFloat? {
        byName[name].map { CGFloat($0.aspectRatio) }
    }

    /// What an unknown name draws under `.placeholder`: a dashed rounded square around a question
    /// mark (the built-in `questionmark.square.dashed`). The dashes are separate path segments
    /// (SVG 1.1's `stroke-dasharray` would need the emitters to write one more attribute), so it
    /// draws wherever a symbol does.
    public static let placeholder = builtIn.symbol(named: "questionmark.square.dashed")!
}
