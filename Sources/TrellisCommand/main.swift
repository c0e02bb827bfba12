import Foundation
import TrellisSite
import TrellisCLI

// The executable only names its pages; the command is `TrellisTool` and its logic
// `TrellisCommandLine` (both in the TrellisCLI target), which the tests run in-process.
exit(await TrellisTool.run(pages: GalleryPages.all, site: SiteIndex(title: "Trellis gallery")))
