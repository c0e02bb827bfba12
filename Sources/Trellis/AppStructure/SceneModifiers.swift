// Window and scene settings of a macOS app. A render is one window at the canvas's size, so these
// are accepted and change nothing drawn.

/// A scene with a window setting applied; it renders as the scene it wraps.
public struct _ModifiedScene<Content: Scene>: Scene {
    let content: Content

    public static func _resolvedRoot(_ scene: Self, in environment: EnvironmentValues) -> ResolvedTree {
        Content._resolvedRoot(scene.content, in: environment)
    }
}

/// How a window's toolbar sits with its title bar.
public protocol WindowToolbarStyle: Sendable {}
/// A title bar and toolbar in one row.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    /// Creates the style, its title shown unless `showsTitle` is false.
    public init(showsTitle: Bool = true) {}
}
/// The unified style, less tall.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    /// Creates the style, its title shown unless `showsTitle` is false.
    public init(showsTitle: Bool = true) {}
}
/// The title above the toolbar.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
    /// Creates the style.
    public init() {}
}
/// The system's default toolbar style.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
    /// Creates the style.
    public init() {}
}
extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    /// A title bar and toolbar in one row.
    public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
    /// A title bar and toolbar in one row, the title shown unless `showsTitle` is false.
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle(showsTitle: showsTitle) }
}
extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    /// The unified style, less tall.
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }
    /// The unified compact style, the title shown unless `showsTitle` is false.
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
        UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
    }
}
extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    /// The title above the toolbar.
    public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}
extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    /// The system's default toolbar style.
    public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

/// How a window's frame is drawn.
public protocol WindowStyle: Sendable {}
/// A window with a title bar.
public struct TitleBarWindowStyle: WindowStyle {
    /// Creates the style.
    public init() {}
}
/// A window whose content reaches the top edge, its title bar hidden.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// Creates the style.
    public init() {}
}
/// The system's default window style.
public struct DefaultWindowStyle: WindowStyle {
    /// Creates the style.
    public init() {}
}
extension WindowStyle where Self == TitleBarWindowStyle {
    /// A window with a title bar.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}
extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// A window whose title bar is hidden.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}
extension WindowStyle where Self == DefaultWindowStyle {
    /// The system's default window style.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

/// How a menu bar extra shows its content.
public protocol MenuBarExtraStyle: Sendable {}
/// The content as a pull-down menu.
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
    /// Creates the style.
    public init() {}
}
/// The content in a panel under the menu bar.
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
    /// Creates the style.
    public init() {}
}
/// The system's default, a menu.
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle {
    /// Creates the style.
    public init() {}
}
extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
    /// The content as a pull-down menu.
    public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}
extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
    /// The content in a panel under the menu bar.
    public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}
extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
    /// The system's default, a menu.
    public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}

/// How the user can resize a window.
public struct WindowResizability: Sendable {
    let name: String
    /// The system decides.
    public static let automatic = WindowResizability(name: "automatic")
    /// The window keeps its content's size.
    public static let contentSize = WindowResizability(name: "contentSize")
    /// The window can grow but not shrink below its content's minimum size.
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

extension Scene {
    /// Sets the size a new window opens at; a render uses the canvas's size.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { _ModifiedScene(content: self) }
    /// Sets the size a new window opens at; a render uses the canvas's size.
    public func defaultSize(_ size: CGSize) -> some Scene { _ModifiedScene(content: self) }
    /// Sets where a new window opens on screen.
    public func defaultPosition(_ position: UnitPoint) -> some Scene { _ModifiedScene(content: self) }
    /// Sets how the window's toolbar sits with its title bar.
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene { _ModifiedScene(content: self) }
    /// Sets how the window's frame is drawn.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { _ModifiedScene(content: self) }
    /// Sets how the user can resize the window.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { _ModifiedScene(content: self) }
    /// Sets how a menu bar extra shows its content.
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene { _ModifiedScene(content: self) }
    /// Adds menu commands to the app's menu bar; a render has no menu bar.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _ModifiedScene(content: self)
    }
    /// Keeps the window from being restored at launch.
    public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene { _ModifiedScene(content: self) }
}

/// Whether a window comes back when the app relaunches.
public struct SceneRestorationBehavior: Sendable {
    let name: String
    /// The system decides.
    public static let automatic = SceneRestorationBehavior(name: "automatic")
    /// The window is not restored.
    public static let disabled = SceneRestorationBehavior(name: "disabled")
}

extension View {
    /// How a full-screen window shows its toolbar (macOS); a page has no full screen.
    public func windowToolbarFullScreenVisibility(_ visibility: WindowToolbarFullScreenVisibility) -> some View { self }
}

/// How a full-screen macOS window shows its toolbar.
public struct WindowToolbarFullScreenVisibility: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = WindowToolbarFullScreenVisibility(name: "automatic")
    /// Shown when the pointer is at the top.
    public static let onHover = WindowToolbarFullScreenVisibility(name: "onHover")
    /// Always shown.
    public static let visible = WindowToolbarFullScreenVisibility(name: "visible")
}
