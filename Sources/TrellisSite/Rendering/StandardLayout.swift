import Trellis
import TrellisLayout
import TrellisRender

// The site decides how screens are laid out: text measured with HarfBuzz, symbols sized from the
// drawings the emitters will draw, so layout and drawing agree on each symbol's aspect.
extension LayoutEngine {
    /// The engine a plan uses unless told otherwise: text measured with HarfBuzz over the DejaVu
    /// fonts the pages ship, symbols sized from Trellis's own drawings.
    public static let standard = LayoutEngine(measurer: TextMeasurer.shared, symbolAspectRatio: SymbolTable.aspectRatio(ofSymbolNamed:))

    /// The standard engine (HarfBuzz over the DejaVu fonts) sizing symbols from `symbols`.
    public init(symbols: SymbolCatalog) {
        self.init(measurer: TextMeasurer.shared, symbols: symbols)
    }

    /// An engine measuring text with `measurer` (a brand fonts' `TextMeasurer`) and sizing symbols
    /// from `symbols`.
    public init(measurer: any TextMeasuring, symbols: SymbolCatalog) {
        self.init(measurer: measurer, symbolAspectRatio: { symbols.aspectRatio(ofSymbolNamed: $0) })
    }
}
