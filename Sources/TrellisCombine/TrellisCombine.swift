// iOS 13–15 view models write `import Combine` beside `import SwiftUI` or `import Foundation`.
// Linux has no Combine, and the issue rules out a module of that name (it would clash with
// Apple's), so this module has its own name and re-exports Trellis, which re-exports the publishers
// (TrellisPublishers) and declares `ObservableObject` and `@Published`, standing in for Combine's:
// a Combine file's models are observable objects whose state Trellis renders. A target that
// compiles such files depends on it and adds `-module-alias Combine=TrellisCombine`, which makes
// its `import Combine` load this module (the Compatibility article, "iOS 13–15-era code").
@_exported import Trellis
