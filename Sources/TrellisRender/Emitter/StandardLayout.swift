import TrellisCore
import TrellisLayout

extension LayoutEngine {
    /// The engine every renderer uses unless told otherwise: text measured with HarfBuzz over the
    /// DejaVu fonts the pages ship, symbols sized from Trellis's own drawings.
    public static let standard = LayoutEngine(measurer: TextMeasurer.shared, symbolAspectRatio: SymbolTable.aspectRatio(ofSymbolNamed:))

    /// The standard engine (HarfBuzz over the DejaVu fonts) sizing symbols from `symbols`.
    public init(symbols: SymbolCatalog) {
        self.init(measurer: TextMeasurer.shared, symbolAspectRatio: { symbols.aspectRatio(ofSymbolNamed: $0) })
    }
}
