extension SymbolTable {
    /// The built-in names close to `name`, best first (see `SymbolCatalog.suggestions(for:limit:)`).
    public static func suggestions(for name: String, limit: Int = 3) -> [String] {
        SymbolCatalog.builtIn.suggestions(for: name, limit: limit)
    }
}
