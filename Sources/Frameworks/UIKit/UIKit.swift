// `import UIKit` on Linux. The part of UIKit that SwiftUI code reaches (UIColor, UIFont, UIImage,
// UIScreen, UIApplication, haptics, the representables and the views they wrap) lives in Trellis,
// since on iOS `import SwiftUI` alone makes it visible; this module re-exports it, as UIKit's own
// files see it. Depended on only on Linux, like the SwiftUI product.
@_exported import Trellis
