// The one line that lets this target's Foundation-only model files see Trellis's ObservableObject and @Published,
// as `import Foundation` does on Apple's platforms (the Compatibility article, "Compatibility basics").
@_exported import Trellis
