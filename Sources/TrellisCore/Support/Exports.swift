// The tree's geometry is Foundation's (CGFloat, CGSize, CGRect, URL), as SwiftUI's is, so every
// module reading the tree sees the same types without importing Foundation itself.
@_exported import Foundation
