import Trellis
import TrellisLayout
import TrellisSite

/// A run's brand fonts: the folder's faces, the files the site ships, and what measures them
/// (nil without a folder: the shared DejaVu measurer then serves).
struct BrandFonts {
    var directory: String?
    var catalog = FontCatalog()
    var files: [SiteFile] = []
    var measurer: TextMeasurer?

    /// Reads `directory` (nil: no brand fonts); `dejaVu` is the folder of the DejaVu faces.
    init(directory: String?, dejaVu: String) throws {
        self.directory = directory
        guard let directory else { return }
        catalog = try FontCatalog(directory: directory)
        files = try catalog.siteFiles()
        measurer = try TextMeasurer(fontDirectory: dejaVu, fonts: catalog)
    }

    /// The run's one layout engine: these fonts measured, `symbols` sized as they are drawn.
    func engine(symbols: SymbolCatalog = .builtIn) -> LayoutEngine {
        LayoutEngine(measurer: measurer ?? TextMeasurer.shared, symbols: symbols)
    }
}
