import Foundation
import Synchronization

/// The canvas of the render in progress, which `UIScreen.main.bounds` reports.
///
/// A task-local value rather than a global: renders of different canvases may run at once, and each
/// screen must read its own. It also records whether the screen read it, so the planner resolves a
/// screen once for every canvas unless its content depends on the canvas.
package final class ScreenCanvas: Sendable {
    /// The canvas's size, in points.
    package let size: CGSize
    private let reads = Mutex(false)

    /// A canvas of `size` points.
    package init(_ size: CGSize) {
        self.size = size
    }

    /// Whether anything read this canvas's size while it was current.
    package var wasRead: Bool { reads.withLock { $0 } }

    /// The canvas of the render running on this task; nil outside a planned render.
    @TaskLocal package static var current: ScreenCanvas?

    /// The size of the current render's canvas, or a phone's outside a planned render (a screen
    /// resolved on its own is laid out on the phone by default).
    package static func readSize() -> CGSize {
        guard let canvas = current else { return RenderCanvas.phone.size }
        canvas.reads.withLock { $0 = true }
        return canvas.size
    }
}
