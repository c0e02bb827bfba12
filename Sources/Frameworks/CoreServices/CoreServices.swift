// `import CoreServices` on Linux, where Apple's framework does not exist: macOS apps import it for
// Launch Services and the older type-identifier functions. The module exists so that the files
// beside the one that uses the framework compile (a missing import stops every file of its
// module); it declares none of the framework's API, so a file that uses it reports each name it
// lacks. Depended on only on Linux, like the SwiftUI product.
@_exported import Foundation
