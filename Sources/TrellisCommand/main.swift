import Foundation
import Trellis
import TrellisGallery
import TrellisRender
import TrellisValidation

// The executable only wires the pieces together; the command itself is
// `TrellisCommandLine` in TrellisRender, which the tests run in-process.
let commandLine = TrellisCommandLine(
    pages: GalleryPages.all,
    check: DocumentValidation.check,
    validateCommand: ValidateCommand.run,
    checkCommand: CheckCommand.run)
let status = await commandLine.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
