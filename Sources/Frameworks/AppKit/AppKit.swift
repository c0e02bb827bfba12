// `import AppKit` on Linux, for macOS apps' SwiftUI code. On macOS, `import SwiftUI` re-exports
// AppKit, so the part of AppKit that view and model code reaches (its image, the pasteboard, the
// workspace, the running application) lives in Trellis (Compatibility/AppKit), and this module
// re-exports it; AppKit's views, windows, colors and fonts are not modelled, and naming one says
// why. Depended on only on Linux, like the SwiftUI product.
@_exported import Trellis
