// What can never work in a static render on Linux: UIKit and AppKit views and the device. These
// names are declared only so that the compiler explains itself: using one is an error that says
// why ("'UIColor' is unavailable: …") instead of "cannot find 'UIColor' in scope". Where the
// frameworks exist, they are theirs and nothing is declared.

/// Lets a member or initializer of an unavailable type (`UIColor.red`, `UIScreen.main.bounds`,
/// `UIImage(named:)`) reach the type's own message instead of "has no member".
@dynamicMemberLookup
public protocol _UnavailableOnLinux {}

extension _UnavailableOnLinux {
    /// A static member of a UIKit or AppKit type, such as `UIColor.systemBlue`; unavailable, so the
    /// compiler names the type's own reason.
    @available(*, unavailable, message: "UIKit and AppKit do not exist on Linux, and a static render runs no platform code")
    public static subscript(dynamicMember name: String) -> Self { fatalError() }

    /// A member of an instance of a UIKit or AppKit type, such as `UIScreen.main.bounds`; unavailable,
    /// so the compiler names the type's own reason.
    @available(*, unavailable, message: "UIKit and AppKit do not exist on Linux, and a static render runs no platform code")
    public subscript(dynamicMember name: String) -> Self { fatalError() }

    /// A UIKit or AppKit object created with no arguments; unavailable, as there is no UIKit or AppKit
    /// on Linux.
    @available(*, unavailable, message: "UIKit and AppKit do not exist on Linux, and a static render runs no platform code")
    public init() { fatalError() }

    /// UIKit's and AppKit's color from red, green and blue components; unavailable on Linux.
    @available(*, unavailable, message: "UIKit and AppKit do not exist on Linux, and a static render runs no platform code")
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) { fatalError() }

    /// UIKit's and AppKit's gray color from a white level; unavailable on Linux.
    @available(*, unavailable, message: "UIKit and AppKit do not exist on Linux, and a static render runs no platform code")
    public init(white: CGFloat, alpha: CGFloat = 1) { fatalError() }

    /// UIKit's and AppKit's image or color from an asset catalog; unavailable on Linux.
    @available(*, unavailable, message: "UIKit and AppKit do not exist on Linux, and a static render runs no platform code")
    public init?(named name: String) { fatalError() }

    /// UIKit's and AppKit's SF Symbols image; unavailable on Linux.
    @available(*, unavailable, message: "UIKit and AppKit do not exist on Linux, and a static render runs no platform code")
    public init?(systemName name: String) { fatalError() }

    /// A UIKit or AppKit view created with a frame; unavailable, as a static render runs no view code.
    @available(*, unavailable, message: "UIKit and AppKit do not exist on Linux, and a static render runs no platform code")
    public init(frame: CGRect) { fatalError() }
}

#if !canImport(UIKit)
/// SwiftUI's wrapper that hosts a UIKit view. Unavailable: Trellis can only draw what SwiftUI
/// views describe, and a UIView's drawing is UIKit code that doesn't exist on Linux.
@available(*, unavailable, message: "UIKit views cannot be drawn by Trellis: there is no UIKit on Linux and a static render runs no view code; write the view in SwiftUI or keep it out of rendered screens")
public protocol UIViewRepresentable {}

/// SwiftUI's wrapper that hosts a UIKit view controller. Unavailable for the same reason as
/// `UIViewRepresentable`: no UIKit on Linux, and a static render runs no view code.
@available(*, unavailable, message: "UIKit view controllers cannot be drawn by Trellis: there is no UIKit on Linux and a static render runs no view code; write the screen in SwiftUI or keep it out of rendered screens")
public protocol UIViewControllerRepresentable {}

/// UIKit's color. Unavailable on Linux; SwiftUI's `Color` does the same job and renders.
@available(*, unavailable, message: "UIKit is not available on Linux; use SwiftUI's Color (Color.red, Color(red:green:blue:), Color(\"name\"))")
public final class UIColor: _UnavailableOnLinux {}

/// UIKit's image. Unavailable on Linux; use SwiftUI's `Image`.
@available(*, unavailable, message: "UIKit is not available on Linux; use SwiftUI's Image(systemName:) or Image(\"name\") from an asset catalog")
public final class UIImage: _UnavailableOnLinux {}

/// UIKit's font. Unavailable on Linux; use SwiftUI's `Font`.
@available(*, unavailable, message: "UIKit is not available on Linux; use SwiftUI's Font (.body, .system(size:weight:))")
public final class UIFont: _UnavailableOnLinux {}

/// UIKit's running application. Unavailable: a static render has no application to talk to.
@available(*, unavailable, message: "a static render has no running application on Linux; there is no UIApplication")
public final class UIApplication: _UnavailableOnLinux {}

/// UIKit's description of the device's screen. Unavailable: a render has a canvas, not a screen;
/// read sizes from the layout with `GeometryReader`.
@available(*, unavailable, message: "a static render has no screen: the canvas size is the page's (phone 390×844); read sizes from the layout (GeometryReader) instead of UIScreen")
public final class UIScreen: _UnavailableOnLinux {}

/// UIKit's description of the device. Unavailable: a static render runs on no device.
@available(*, unavailable, message: "a static render has no device; there is no UIDevice on Linux")
public final class UIDevice: _UnavailableOnLinux {}

/// UIKit's base view class. Unavailable: Trellis draws only SwiftUI views.
@available(*, unavailable, message: "UIKit is not available on Linux; a UIView cannot be drawn by Trellis")
open class UIView: _UnavailableOnLinux {}

/// UIKit's view controller. Unavailable: Trellis draws only SwiftUI views.
@available(*, unavailable, message: "UIKit is not available on Linux; a UIViewController cannot be drawn by Trellis")
open class UIViewController: _UnavailableOnLinux {}

/// UIKit's controller that hosts a SwiftUI view. Unavailable: Trellis renders the SwiftUI view
/// itself, with no host.
@available(*, unavailable, message: "UIKit is not available on Linux; a snapshot hosts SwiftUI views directly")
open class UIHostingController<Content>: _UnavailableOnLinux {}

/// UIKit's impact haptics. Unavailable: a render plays no haptics; `sensoryFeedback` compiles and
/// does nothing.
@available(*, unavailable, message: "a static render plays no haptics; use .sensoryFeedback, which compiles and does nothing")
public final class UIImpactFeedbackGenerator: _UnavailableOnLinux {}

/// UIKit's success, warning and error haptics. Unavailable: a render plays no haptics;
/// `sensoryFeedback` compiles and does nothing.
@available(*, unavailable, message: "a static render plays no haptics; use .sensoryFeedback, which compiles and does nothing")
public final class UINotificationFeedbackGenerator: _UnavailableOnLinux {}

/// UIKit's system clipboard. Unavailable: a static render has no pasteboard.
@available(*, unavailable, message: "a static render has no pasteboard; there is no UIPasteboard on Linux")
public final class UIPasteboard: _UnavailableOnLinux {}

extension Color {
    /// SwiftUI's color made from a `UIColor`; unavailable, as `UIColor` doesn't exist on Linux.
    @available(*, unavailable, message: "UIKit is not available on Linux; use SwiftUI's Color initialisers")
    public init(uiColor: UIColor) { fatalError() }

    /// SwiftUI's color made from a `UIColor`, the unlabelled form; unavailable on Linux.
    @available(*, unavailable, message: "UIKit is not available on Linux; use SwiftUI's Color initialisers")
    public init(_ color: UIColor) { fatalError() }
}

extension Image {
    /// SwiftUI's image made from a `UIImage`; unavailable, as `UIImage` doesn't exist on Linux.
    @available(*, unavailable, message: "UIKit is not available on Linux; use Image(systemName:) or Image(\"name\") from an asset catalog")
    public init(uiImage: UIImage) { fatalError() }
}
#endif

#if !canImport(AppKit)
/// SwiftUI's wrapper that hosts an AppKit view. Unavailable: no AppKit on Linux, and a static
/// render runs no view code.
@available(*, unavailable, message: "AppKit views cannot be drawn by Trellis: there is no AppKit on Linux and a static render runs no view code; write the view in SwiftUI")
public protocol NSViewRepresentable {}

/// SwiftUI's wrapper that hosts an AppKit view controller. Unavailable: no AppKit on Linux.
@available(*, unavailable, message: "AppKit view controllers cannot be drawn by Trellis: there is no AppKit on Linux; write the screen in SwiftUI")
public protocol NSViewControllerRepresentable {}

/// AppKit's color. Unavailable on Linux; use SwiftUI's `Color`.
@available(*, unavailable, message: "AppKit is not available on Linux; use SwiftUI's Color")
public final class NSColor: _UnavailableOnLinux {}

/// AppKit's image. Unavailable on Linux; use SwiftUI's `Image`.
@available(*, unavailable, message: "AppKit is not available on Linux; use SwiftUI's Image(systemName:) or Image(\"name\")")
public final class NSImage: _UnavailableOnLinux {}

/// AppKit's font. Unavailable on Linux; use SwiftUI's `Font`.
@available(*, unavailable, message: "AppKit is not available on Linux; use SwiftUI's Font")
public final class NSFont: _UnavailableOnLinux {}

/// AppKit's running application. Unavailable: a static render has no application.
@available(*, unavailable, message: "a static render has no running application on Linux; there is no NSApplication")
public final class NSApplication: _UnavailableOnLinux {}
#endif
