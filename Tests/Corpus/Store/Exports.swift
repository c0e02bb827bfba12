// The one line that lets this target's Foundation-only model files see Trellis's ObservableObject,
// @Published and the Observation module, as `import Foundation` does on Apple's platforms.
@_exported import Trellis
