// `LayoutEngine` sizes symbols from a `SymbolCatalog`; re-exported so a client of the engine can
// name one with only this import.
@_exported import TrellisSymbols
