// `import PhotosUI` on Linux: `PhotosPicker` drawn as its label (the button iOS shows; the
// library it opens is never presented in a render) and the picked items, which never load.
// Depended on only on Linux, like the SwiftUI product.
@_exported import Foundation
@_exported import Trellis
