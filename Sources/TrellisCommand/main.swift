import Foundation
import TrellisCLI

// The executable only names its pages; the command is `TrellisTool` (TrellisCLI target), and
// its logic `TrellisCommandLine` (TrellisRender), which the tests run in-process.
exit(await TrellisTool.run(pages: GalleryPages.all))
