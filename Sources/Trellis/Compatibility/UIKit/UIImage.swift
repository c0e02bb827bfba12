import Foundation

// SwiftUI code makes images through UIKit (`Image(uiImage: UIImage(named: "cover")!)`,
// `UIImage(systemName: "star")`). A UIImage here is a reference to the same asset or symbol that
// SwiftUI's `Image` names, so it draws as that Image does.

#if !(os(iOS) || os(tvOS) || os(visionOS))
/// UIKit's image: a reference to an asset-catalog image or a system symbol.
public final class UIImage: Sendable, _UIKitSubset {
    /// The SwiftUI image this UIKit image draws as.
    let image: Image

    private init(_ image: Image) {
        self.image = image
    }

    /// An image of the asset catalogs the render was given. Never nil: the catalog is read when
    /// the screen resolves, which reports a name it lacks.
    public convenience init?(named name: String) {
        self.init(Image(name))
    }

    /// A system symbol's image. Never nil: a name Trellis has no drawing for stops the render with
    /// an error naming it, as `Image(systemName:)` does.
    public convenience init?(systemName name: String) {
        self.init(Image(systemName: name))
    }

    /// An image decoded from data; always nil, since a render decodes no bitmaps, so the code's
    /// fallback for an unreadable image is what draws.
    public convenience init?(data: Data) {
        return nil
    }

    /// An image read from a file; always nil, since a render reads no bitmaps, so the code's
    /// fallback for a missing image is what draws.
    public convenience init?(contentsOfFile path: String) {
        return nil
    }
}

extension Image {
    /// SwiftUI's image of a UIKit image, as `Image(uiImage:)` is written.
    public init(uiImage: UIImage) {
        self = uiImage.image
    }
}
#endif
