// `import AVFoundation` on Linux: the player, asset, audio and speech types that models and view
// models own. A render plays and speaks nothing, so each compiles and stays as it was made.
// Depended on only on Linux, like the SwiftUI product.
@_exported import Foundation
@_exported import Trellis
