// What can never work in a static render on Linux: UIKit and AppKit views and the device. These
// names are declared only so that the compiler explains itself: using one is an error that says
// why ("'UIColor' is unavailable: …") instead of "cannot find 'UIColor' in scope". Where the
// frameworks exist, they are theirs and nothing is declared.

/// Lets a member or initializer of an unavailable type (`UIColor.red`, `UIScreen.main.bounds`,
/// `UIImage(named:)`) reach the type's own message instead of "has no member".
@dynamicMemberLookup
public protocol _UnavailableOnLinux {}

extension _UnavailableOnLinux {
    @available(*, unavailable, message: "UIKit and AppKit do not exist on Linux, and a static render runs no platform code")
    public static subscript(dynamicMember name: String) -> Self { fatalError() }

    @available(*, unavailable, message: "UIKit and AppKit do not exist on Linux, and a static render runs no platform code")
    public subscript(dynamicMember name: String) -> Self { fatalError() }

    @available(*, unavailable, message: "UIKit and AppKit do not exist on Linux, and a static render runs no platform code")
    public init() { fatalError() }

    @available(*, unavailable, message: "UIKit and AppKit do not exist on Linux, and a static render runs no platform code")
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) { fatalError() }

    @available(*, unavailable, message: "UIKit and AppKit do not exist on Linux, and a static render runs no platform code")
    public init(white: CGFloat, alpha: CGFloat = 1) { fatalError() }

    @available(*, unavailable, message: "UIKit and AppKit do not exist on Linux, and a static render runs no platform code")
    public init?(named name: String) { fatalError() }

    @available(*, unavailable, message: "UIKit and AppKit do not exist on Linux, and a static render runs no platform code")
    public init?(systemName name: String) { fatalError() }

    @available(*, unavailable, message: "UIKit and AppKit do not exist on Linux, and a static render runs no platform code")
    public init(frame: CGRect) { fatalError() }
}

#if !canImport(UIKit)
@available(*, unavailable, message: "UIKit views cannot be drawn by Trellis: there is no UIKit on Linux and a static render runs no view code; write the view in SwiftUI or keep it out of rendered screens")
public protocol UIViewRepresentable {}

@available(*, unavailable, message: "UIKit view controllers cannot be drawn by Trellis: there is no UIKit on Linux and a static render runs no view code; write the screen in SwiftUI or keep it out of rendered screens")
public protocol UIViewControllerRepresentable {}

@available(*, unavailable, message: "UIKit is not available on Linux; use SwiftUI's Color (Color.red, Color(red:green:blue:), Color(\"name\"))")
public final class UIColor: _UnavailableOnLinux {}

@available(*, unavailable, message: "UIKit is not available on Linux; use SwiftUI's Image(systemName:) or Image(\"name\") from an asset catalog")
public final class UIImage: _UnavailableOnLinux {}

@available(*, unavailable, message: "UIKit is not available on Linux; use SwiftUI's Font (.body, .system(size:weight:))")
public final class UIFont: _UnavailableOnLinux {}

@available(*, unavailable, message: "a static render has no running application on Linux; there is no UIApplication")
public final class UIApplication: _UnavailableOnLinux {}

@available(*, unavailable, message: "a static render has no screen: the canvas size is the page's (phone 390×844); read sizes from the layout (GeometryReader) instead of UIScreen")
public final class UIScreen: _UnavailableOnLinux {}

@available(*, unavailable, message: "a static render has no device; there is no UIDevice on Linux")
public final class UIDevice: _UnavailableOnLinux {}

@available(*, unavailable, message: "UIKit is not available on Linux; a UIView cannot be drawn by Trellis")
open class UIView: _UnavailableOnLinux {}

@available(*, unavailable, message: "UIKit is not available on Linux; a UIViewController cannot be drawn by Trellis")
open class UIViewController: _UnavailableOnLinux {}

@available(*, unavailable, message: "UIKit is not available on Linux; a snapshot hosts SwiftUI views directly")
open class UIHostingController<Content>: _UnavailableOnLinux {}

@available(*, unavailable, message: "a static render plays no haptics; use .sensoryFeedback, which compiles and does nothing")
public final class UIImpactFeedbackGenerator: _UnavailableOnLinux {}

@available(*, unavailable, message: "a static render plays no haptics; use .sensoryFeedback, which compiles and does nothing")
public final class UINotificationFeedbackGenerator: _UnavailableOnLinux {}

@available(*, unavailable, message: "a static render has no pasteboard; there is no UIPasteboard on Linux")
public final class UIPasteboard: _UnavailableOnLinux {}

extension Color {
    @available(*, unavailable, message: "UIKit is not available on Linux; use SwiftUI's Color initialisers")
    public init(uiColor: UIColor) { fatalError() }

    @available(*, unavailable, message: "UIKit is not available on Linux; use SwiftUI's Color initialisers")
    public init(_ color: UIColor) { fatalError() }
}

extension Image {
    @available(*, unavailable, message: "UIKit is not available on Linux; use Image(systemName:) or Image(\"name\") from an asset catalog")
    public init(uiImage: UIImage) { fatalError() }
}
#endif

#if !canImport(AppKit)
@available(*, unavailable, message: "AppKit views cannot be drawn by Trellis: there is no AppKit on Linux and a static render runs no view code; write the view in SwiftUI")
public protocol NSViewRepresentable {}

@available(*, unavailable, message: "AppKit view controllers cannot be drawn by Trellis: there is no AppKit on Linux; write the screen in SwiftUI")
public protocol NSViewControllerRepresentable {}

@available(*, unavailable, message: "AppKit is not available on Linux; use SwiftUI's Color")
public final class NSColor: _UnavailableOnLinux {}

@available(*, unavailable, message: "AppKit is not available on Linux; use SwiftUI's Image(systemName:) or Image(\"name\")")
public final class NSImage: _UnavailableOnLinux {}

@available(*, unavailable, message: "AppKit is not available on Linux; use SwiftUI's Font")
public final class NSFont: _UnavailableOnLinux {}

@available(*, unavailable, message: "a static render has no running application on Linux; there is no NSApplication")
public final class NSApplication: _UnavailableOnLinux {}
#endif
