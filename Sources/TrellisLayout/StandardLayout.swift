import TrellisSymbols
extension LayoutEngine {
    /// The engine every renderer uses unless told otherwise: text measured with HarfBuzz over the
    /// DejaVu fonts the pages ship, symbols sized from Trellis's own drawings.
    public static let standard = LayoutEngine(measurer: TextMeasurer.shared)

    /// The standard engine (HarfBuzz over the DejaVu fonts) sizing symbols from `symbols`.
    public init(symbols: SymbolCatalog) {
        self.init(measurer: TextMeasurer.shared, symbols: symbols)
    }
}
