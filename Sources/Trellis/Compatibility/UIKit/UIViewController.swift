import Foundation

// The UIKit view controllers that SwiftUI code wraps in a `UIViewControllerRepresentable`: share
// sheets, image pickers, hosting controllers. Trellis draws a representable as a placeholder and
// never makes its controller, so these are inert and exist so the wrapping code compiles.

#if !(os(iOS) || os(tvOS) || os(visionOS))
/// UIKit's view controller: inert, since Trellis never runs a wrapped controller's code.
@MainActor
open class UIViewController: UIResponder {
    /// The controller's title.
    open var title: String?
    /// The controllers inside this one.
    open private(set) var children: [UIViewController] = []
    private var loadedView: UIView?

    /// A controller, as subclasses call `super.init(nibName: nil, bundle: nil)`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A controller.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The controller's root view, made on first use.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            let made = UIView()
            loadedView = made
            return made
        }
        set { loadedView = newValue }
    }

    /// Called after the view is made; overridden by subclasses, never called by Trellis.
    open func viewDidLoad() {}
    /// Called before the view appears; never called by Trellis.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appears; never called by Trellis.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears; never called by Trellis.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappears; never called by Trellis.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Adds a child controller.
    open func addChild(_ childController: UIViewController) {
        children.append(childController)
    }

    /// Presents another controller; a render presents nothing, and `completion` is not called.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}

    /// Dismisses this controller; a render presents nothing, and `completion` is not called.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

/// UIKit's navigation controller: inert.
@MainActor
open class UINavigationController: UIViewController {}

/// What a navigation controller tells its delegate; an image picker's delegate adopts it.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {}

/// UIKit's controller that hosts a SwiftUI view: inert; Trellis renders the SwiftUI view itself.
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view hosted.
    public var rootView: Content

    /// A controller hosting `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }
}

/// A service a share sheet offers beside the system's.
@MainActor
open class UIActivity {
    /// A service.
    public init() {}
}

/// UIKit's share sheet: inert; SwiftUI's `ShareLink` draws as iOS draws it.
@MainActor
open class UIActivityViewController: UIViewController {
    /// The items shared.
    public let activityItems: [Any]

    /// A share sheet for `activityItems`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        super.init(nibName: nil, bundle: nil)
    }
}

/// What an image picker tells its delegate; every method has a default that does nothing.
@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked an image, described in `info`.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// UIKit's camera and photo-library picker: inert; a render has no camera or library.
@MainActor
open class UIImagePickerController: UINavigationController {
    /// Where the picker takes images from.
    public enum SourceType: Int, Hashable, Sendable {
        /// The photo library, the camera, or the saved-photos album.
        case photoLibrary, camera, savedPhotosAlbum
    }

    /// The keys of the picked media's description.
    public struct InfoKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The image as taken.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image as the user cropped it.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The image's file.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The media's type.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    }

    /// Where the picker takes images from.
    open var sourceType: SourceType = .photoLibrary
    /// Whether the user may crop the image.
    open var allowsEditing = false
    /// The media types offered.
    open var mediaTypes: [String] = ["public.image"]
    /// What the picker tells.
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    /// False: a render has no camera or photo library.
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
}
#endif
