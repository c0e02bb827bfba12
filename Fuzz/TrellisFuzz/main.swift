import Foundation
import TrellisFuzzing

// Random view trees against Trellis, for as long as asked (scripts/fuzz.sh). The parent process
// only supervises: trees run in child processes (`run`), so a crash or a hang ends one child and
// is counted, and the next child starts at the seed after it.

let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch let error as UsageError {
    if let message = error.message { FileHandle.standardError.write(Data("TrellisFuzz: \(message)\n".utf8)) }
    FileHandle.standardError.write(Data(Options.usage.utf8))
    exit(error.message == nil ? 0 : 2)
}

switch options.mode {
case .run:
    await Worker(options: options).run()
case .show:
    await Worker(options: options).show()
case .supervise:
    exit(Supervisor(options: options).run())
}
