// `import Cocoa` on Linux: Apple's umbrella of AppKit, Foundation and Core Data for macOS apps.
// It re-exports the AppKit module (and with it Trellis and Foundation), as Apple's does.
// Depended on only on Linux, like the SwiftUI product.
@_exported import AppKit
@_exported import Foundation
