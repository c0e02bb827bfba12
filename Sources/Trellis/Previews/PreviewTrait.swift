/// A setting of a preview, written as in SwiftUI: `#Preview(traits: .sizeThatFitsLayout) { … }`.
///
/// `T` says what kind of preview the trait applies to; Trellis previews views, so every trait is a
/// `PreviewTrait<Preview.ViewTraits>`.
public struct PreviewTrait<T>: Sendable {
    package let value: PreviewTraitValue

    package init(_ value: PreviewTraitValue) {
        self.value = value
    }
}

/// What a trait asks for. Layouts change the page (see `Preview.makeView()`); orientations are
/// kept for the caller, since a page's canvas comes from `--canvas`, not from its preview.
package enum PreviewTraitValue: Hashable, Sendable {
    case defaultLayout
    case sizeThatFitsLayout
    case fixedLayout(width: CGFloat, height: CGFloat)
    case orientation(PreviewOrientation)
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The view on the whole canvas, as the app would show it.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.defaultLayout) }
    /// The view at its ideal size rather than stretched to the canvas.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.sizeThatFitsLayout) }
    /// The view in a frame of exactly `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(.fixedLayout(width: width, height: height))
    }

    /// The device upright. Recorded on the preview; the page's canvas doesn't turn.
    public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }
    /// The device upside down. Recorded on the preview; the page's canvas doesn't turn.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.orientation(.portraitUpsideDown)) }
    /// The device on its side, top to the left. Recorded on the preview; the page's canvas doesn't
    /// turn.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeLeft)) }
    /// The device on its side, top to the right. Recorded on the preview; the page's canvas doesn't
    /// turn.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeRight)) }
}

/// The orientation an orientation trait names. Not SwiftUI's `InterfaceOrientation` (that belongs
/// with `previewInterfaceOrientation(_:)`); only the trait's own record.
package enum PreviewOrientation: String, Hashable, Sendable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight
}
