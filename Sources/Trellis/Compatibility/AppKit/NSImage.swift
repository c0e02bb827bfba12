import Foundation

// macOS apps make SwiftUI images through AppKit (`Image(nsImage: NSImage(named: "logo")!)`), and
// model code keeps an `NSImage` for an icon. An NSImage here is a reference to the asset or symbol
// that SwiftUI's `Image` names, so it draws as that Image does, as UIImage does for iOS code.

#if !os(macOS)
/// AppKit's image: a reference to an asset-catalog image or a system symbol.
public final class NSImage: Sendable {
    /// The name of an image in the app's asset catalogs or one of AppKit's standard images.
    public typealias Name = String

    /// The SwiftUI image this AppKit image draws as.
    let image: Image

    private init(_ image: Image) {
        self.image = image
    }

    /// An image of the asset catalogs the render was given. Never nil: the catalog is read when
    /// the screen resolves, which reports a name it lacks (AppKit's standard names, such as
    /// ``applicationIconName``, are looked up there too).
    public convenience init?(named name: NSImage.Name) {
        self.init(Image(name))
    }

    /// A system symbol's image. Never nil: a name Trellis has no drawing for stops the render with
    /// an error naming it, as `Image(systemName:)` does.
    public convenience init?(systemSymbolName name: String, accessibilityDescription: String?) {
        self.init(Image(systemName: name))
    }

    /// An image read from a file; always nil, since a render reads no bitmaps, so the code's
    /// fallback for a missing image is what draws.
    public convenience init?(contentsOf url: URL) {
        return nil
    }

    /// An image read from a file at a path; always nil, as ``init(contentsOf:)``.
    public convenience init?(contentsOfFile path: String) {
        return nil
    }

    /// An image decoded from data; always nil, since a render decodes no bitmaps.
    public convenience init?(data: Data) {
        return nil
    }

    /// The image's size in points: zero, since it is known only once the render reads the
    /// catalog. `aspectRatio(_:contentMode:)` takes a zero size as the image's own ratio.
    public var size: CGSize { .zero }

    /// The name of the app's icon.
    public static let applicationIconName: Name = "NSApplicationIcon"
    /// The name of the caution (warning) icon.
    public static let cautionName: Name = "NSCaution"
    /// The name of the generic folder icon.
    public static let folderName: Name = "NSFolder"
}

extension Image {
    /// SwiftUI's image of an AppKit image, as `Image(nsImage:)` is written.
    public init(nsImage: NSImage) {
        self = nsImage.image
    }
}
#endif
