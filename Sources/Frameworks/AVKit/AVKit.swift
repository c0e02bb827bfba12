// `import AVKit` on Linux: `VideoPlayer`, drawn as the framework placeholder with the app's
// overlay above it, since a render shows no video. Re-exports AVFoundation, as Apple's does.
// Depended on only on Linux, like the SwiftUI product.
@_exported import AVFoundation
@_exported import Trellis
