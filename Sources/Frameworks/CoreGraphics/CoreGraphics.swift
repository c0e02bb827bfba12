// `import CoreGraphics` on Linux. Foundation has CGFloat, CGPoint, CGSize and CGRect; the rest that
// app code uses (CGAffineTransform, CGVector, CGColor, CGLineCap, CGLineJoin) is taken by SwiftUI's
// own API, so it lives in Trellis, which this module re-exports. Depended on only on Linux, like
// the SwiftUI product.
@_exported import Trellis
