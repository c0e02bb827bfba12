import Foundation
import TrellisCore

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
    public static let builtIn = SymbolCatalog(SymbolTable.all.map(SymbolTable.addingLayers))

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
    /// mark. The dashes are separate path segments (SVG 1.1's `stroke-dasharray` would need the
    /// emitters to write one more attribute), so it draws wherever a symbol does.
    public static let placeholder = Symbol(name: "questionmark.square.dashed", parts: [
        .stroke(
            path: "M3 7.5V6A3 3 0 0 1 6 3H7.5M10.5 3H13.5M16.5 3H18A3 3 0 0 1 21 6V7.5M21 10.5V13.5"
                + "M21 16.5V18A3 3 0 0 1 18 21H16.5M13.5 21H10.5M7.5 21H6A3 3 0 0 1 3 18V16.5M3 13.5V10.5",
            lineWidth: 1.8),
        .stroke(path: "M9.5 9.6C9.5 8.2 10.6 7.2 12 7.2S14.5 8.1 14.5 9.5C14.5 11.2 12 11.6 12 13.6", lineWidth: 1.9),
        .fill(path: circlePath(cx: 12, cy: 16.6, r: 1.2), evenOdd: false),
    ])
}
