// The emitters draw from a `SymbolCatalog`, which was part of this module before symbols had a
// target of their own; re-exported so code that names it with only this import keeps compiling.
@_exported import TrellisSymbols
