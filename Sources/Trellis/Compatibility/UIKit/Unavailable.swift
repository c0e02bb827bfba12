// What can never work in a static render on Linux: AppKit's views, colors and fonts, and UIKit's
// device and pasteboard (the part of UIKit SwiftUI code reaches is modelled beside this file; AppKit's
// image, pasteboard, workspace and application in Compatibility/AppKit). These
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

#if !(os(iOS) || os(tvOS) || os(visionOS))
/// UIKit's description of the device. Unavailable: a static render runs on no device.
@available(*, unavailable, message: "a static render has no device; there is no UIDevice on Linux")
public final class UIDevice: _UnavailableOnLinux {}

/// UIKit's system clipboard. Unavailable: a static render has no pasteboard.
@available(*, unavailable, message: "a static render has no pasteboard; there is no UIPasteboard on Linux")
public final class UIPasteboard: _UnavailableOnLinux {}
#endif

#if !os(macOS)
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

/// AppKit's font. Unavailable on Linux; use SwiftUI's `Font`.
@available(*, unavailable, message: "AppKit is not available on Linux; use SwiftUI's Font")
public final class NSFont: _UnavailableOnLinux {}
#endif
