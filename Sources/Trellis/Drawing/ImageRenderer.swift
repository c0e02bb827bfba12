import Foundation

/// Renders a view to an image, as apps do in an action or `onAppear` to share or cache a
/// picture of a view (`ImageRenderer(content: Badge()).uiImage`).
///
/// It compiles as SwiftUI spells it. A render is one moment in which no action runs, so the
/// code that would use the image never runs; the view itself is drawn wherever the screen shows
/// it, and to get a picture of a view, render it as a page (HTML, SVG or PNG).
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The view to render.
    public var content: Content
    /// The image's accessibility label.
    public var label: String?
    /// The size proposed to the view.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point of the image.
    public var scale: CGFloat = 1
    /// Whether the image has no transparent pixels.
    public var isOpaque = false

    /// A renderer of `view`.
    public init(content view: Content) {
        content = view
    }

    /// Would draw the view into a graphics context the caller's `renderer` sets up; nothing
    /// runs it in a render, so `renderer` is not called.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (inout GraphicsContext) -> Void) -> Void) {}

    /// Core Graphics' image of the view: nil, as a render makes no bitmap. Code reads it in an
    /// action or `onAppear`, which a render never runs, and draws its fallback until it has one;
    /// the fallback is what Trellis draws.
    public var cgImage: CGImage? { nil }

    /// UIKit's image of the view; unavailable, as `UIImage` is on Linux.
    @available(*, unavailable, message: "an image renderer's picture is made in an action, which a static render never runs; render the view as a page instead")
    public var uiImage: UIImage? { nil }
}
