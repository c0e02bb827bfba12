import Foundation

// `UIScreen.main.bounds` sizes views in much iOS code (`.frame(width: UIScreen.main.bounds.width *
// 0.8)`). A render has no screen but has a canvas, and that is what the bounds report.

#if !(os(iOS) || os(tvOS) || os(visionOS))
/// UIKit's screen: the canvas of the render in progress.
public final class UIScreen: Sendable, _UIKitSubset {
    private init() {}

    /// The screen the app runs on: the render's canvas.
    public static var main: UIScreen { UIScreen() }

    /// The canvas, in points, at the origin: the size of the page being rendered (390 × 844 on the
    /// phone canvas).
    public var bounds: CGRect { CGRect(origin: .zero, size: ScreenCanvas.readSize()) }
}
#endif
