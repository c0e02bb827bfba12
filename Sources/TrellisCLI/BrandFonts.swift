import Trellis
import TrellisLayout
import TrellisRender

/// A run's brand fonts: the folder's faces, the files the site ships, and the layout engine that
/// measures them (nil without a folder: the standard engine then serves, DejaVu only).
struct BrandFonts {
    var directory: String?
    var catalog = FontCatalog()
    var files: [SiteFile] = []
    var engine: LayoutEngine?

    /// Reads `directory` (nil: no brand fonts); `dejaVu` is the folder of the DejaVu faces.
    init(directory: String?, dejaVu: String) throws {
        self.directory = directory
        guard let directory else { return }
        catalog = try FontCatalog(directory: directory)
        files = try catalog.siteFiles()
        let measurer = try TextMeasurer(fontDirectory: dejaVu, fonts: catalog)
        engine = LayoutEngine(measurer: measurer)
    }
}
