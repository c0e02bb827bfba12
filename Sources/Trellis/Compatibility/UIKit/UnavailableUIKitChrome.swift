// UIKit names that SwiftUI apps reach for beside their views: appearance proxies set in an App's
// or view's `init` (`UINavigationBar.appearance()…`), UIBezierPath-based rounded-corner shapes. None can work without UIKit, so each is declared only to
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
#endif
