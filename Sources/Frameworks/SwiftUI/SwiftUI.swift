// `import SwiftUI` on Linux: a package depends on this product only on Linux
// (`condition: .when(platforms: [.linux])`), so the same file builds with Apple's SwiftUI on
// Apple's platforms and with Trellis here. Re-exporting keeps the module name `Trellis` visible
// too, which is what the macros' expansions name.
@_exported import Trellis
