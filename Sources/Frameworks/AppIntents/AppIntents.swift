// `import AppIntents` on Linux, where Apple's framework does not exist: App Intents are run by
// Siri, Shortcuts and widgets, never by a static render. The module exists so that the files beside
// the one that uses the framework compile (a missing import stops every file of its module); it
// declares none of the framework's API yet, so a file that uses it reports each name it lacks.
// Depended on only on Linux, like the SwiftUI product.
@_exported import Trellis
