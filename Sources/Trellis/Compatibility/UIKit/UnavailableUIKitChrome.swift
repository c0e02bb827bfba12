// UIKit names that SwiftUI apps reach for beside their views: appearance proxies set in an App's
// or view's `init` (`UINavigationBar.appearance()…`), the app delegate, UIBezierPath-based
// rounded-corner shapes, share sheets. None can work without UIKit, so each is declared only to
// make the compiler's error say why, as Unavailable.swift explains.

#if !(os(iOS) || os(tvOS) || os(visionOS))
extension _UnavailableOnLinux {
    /// UIKit's appearance proxy (`UINavigationBar.appearance()`); unavailable, so the compiler names
    /// the type's own reason.
    @available(*, unavailable, message: "UIKit is not available on Linux; appearance proxies can't reach a Trellis render")
    public static func appearance() -> Self { fatalError() }

    /// UIKit's appearance proxy for views inside other views; unavailable on Linux.
    @available(*, unavailable, message: "UIKit is not available on Linux; appearance proxies can't reach a Trellis render")
    public static func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> Self { fatalError() }
}

/// UIKit's navigation bar; appearance changes through it can't reach a Trellis render.
@available(*, unavailable, message: "UIKit is not available on Linux; style the bar with .toolbarBackground(_:for:) and .toolbarColorScheme(_:for:)")
public final class UINavigationBar: _UnavailableOnLinux {}

/// UIKit's navigation bar appearance; unavailable on Linux.
@available(*, unavailable, message: "UIKit is not available on Linux; style the bar with .toolbarBackground(_:for:) and .toolbarColorScheme(_:for:)")
public final class UINavigationBarAppearance: _UnavailableOnLinux {}

/// UIKit's tab bar; appearance changes through it can't reach a Trellis render.
@available(*, unavailable, message: "UIKit is not available on Linux; style the tab bar with .toolbarBackground(_:for: .tabBar)")
public final class UITabBar: _UnavailableOnLinux {}

/// UIKit's tab bar appearance; unavailable on Linux.
@available(*, unavailable, message: "UIKit is not available on Linux; style the tab bar with .toolbarBackground(_:for: .tabBar)")
public final class UITabBarAppearance: _UnavailableOnLinux {}

/// UIKit's table view, whose appearance iOS 13–15 code changed to restyle a List.
@available(*, unavailable, message: "UIKit is not available on Linux; restyle a List with .scrollContentBackground(.hidden) and .listRowBackground")
public final class UITableView: _UnavailableOnLinux {}

/// UIKit's scroll view; unavailable on Linux.
@available(*, unavailable, message: "UIKit is not available on Linux and a static render runs no UIKit code; build the screen from SwiftUI views")
public final class UIScrollView: _UnavailableOnLinux {}



/// UIKit's page control, whose appearance paged TabViews' code changes.
@available(*, unavailable, message: "UIKit is not available on Linux; a TabView with .tabViewStyle(.page) draws its own dots")
public final class UIPageControl: _UnavailableOnLinux {}

/// UIKit's segmented control, whose appearance segmented pickers' code changes.
@available(*, unavailable, message: "UIKit is not available on Linux; tint a segmented Picker with .tint")
public final class UISegmentedControl: _UnavailableOnLinux {}

/// UIKit's Bézier path, used by rounded-corner shapes.
@available(*, unavailable, message: "UIKit is not available on Linux; build the shape with Path (addRoundedRect, addArc) or UnevenRoundedRectangle")
public final class UIBezierPath: _UnavailableOnLinux {
    /// UIKit's path with chosen rounded corners; unavailable on Linux.
    @available(*, unavailable, message: "UIKit is not available on Linux; build the shape with Path (addRoundedRect, addArc) or UnevenRoundedRectangle")
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { fatalError() }

    /// UIKit's rounded-rectangle path; unavailable on Linux.
    @available(*, unavailable, message: "UIKit is not available on Linux; use Path(roundedRect:cornerRadius:)")
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { fatalError() }

    /// UIKit's oval path; unavailable on Linux.
    @available(*, unavailable, message: "UIKit is not available on Linux; use Path(ellipseIn:)")
    public init(ovalIn rect: CGRect) { fatalError() }
}

/// UIKit's corner set, used by rounded-corner shapes.
@available(*, unavailable, message: "UIKit is not available on Linux; round chosen corners with UnevenRoundedRectangle or .clipShape(.rect(topLeadingRadius:…))")
public final class UIRectCorner: _UnavailableOnLinux {}



/// UIKit's window; a render has a canvas, not windows.
@available(*, unavailable, message: "a static render has no windows; there is no UIWindow on Linux")
public final class UIWindow: _UnavailableOnLinux {}

/// UIKit's window scene; a render has a canvas, not scenes.
@available(*, unavailable, message: "a static render has no windows; there is no UIWindowScene on Linux")
public final class UIWindowScene: _UnavailableOnLinux {}

/// UIKit's app delegate protocol; a render runs no application.
@available(*, unavailable, message: "a static render has no running application, so no app delegate; there is no UIKit on Linux")
public protocol UIApplicationDelegate {}

/// The property wrapper that gives a SwiftUI app a UIKit app delegate; a render runs no
/// application, so there is none to create.
@available(*, unavailable, message: "a static render has no running application, so no app delegate; there is no UIKit on Linux")
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType> {
    /// Unavailable; never created.
    public init(_ delegateType: DelegateType.Type) { fatalError() }
    /// Unavailable; never read.
    public var wrappedValue: DelegateType { fatalError() }
}
#endif
