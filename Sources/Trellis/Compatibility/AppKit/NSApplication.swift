import Foundation

// macOS code reaches the running application (`NSApp`) with only `import SwiftUI`, which
// re-exports AppKit there; so it lives beside SwiftUI's API here, as UIKit's part does.

#if !os(macOS)
/// AppKit's running application. A render is no running app: it has no windows, and requests to
/// activate, hide or quit do nothing.
@MainActor
public final class NSApplication {
    /// The application of this process.
    public static let shared = NSApplication()

    private init() {}

    /// The window that receives key events: none, as a render opens no windows.
    public var keyWindow: NSWindow? { nil }
    /// The main window: none.
    public var mainWindow: NSWindow? { nil }
    /// The open windows: none.
    public var windows: [NSWindow] { [] }
    /// Whether the app is frontmost: never, in a render.
    public var isActive: Bool { false }

    /// Would bring the app to the front.
    public func activate(ignoringOtherApps flag: Bool) {}
    /// Would bring the app to the front.
    public func activate() {}
    /// Would hide the app.
    public func hide(_ sender: Any?) {}
    /// Would quit the app; a render keeps running to write its pages.
    public func terminate(_ sender: Any?) {}
}

/// The running application, as AppKit code names it.
@MainActor
public var NSApp: NSApplication { NSApplication.shared }

/// AppKit's window. A render opens none, so code reaches one only through optionals that are nil
/// (`NSApp.keyWindow?.makeFirstResponder(nil)`); the class exists so that code compiles.
@MainActor
public final class NSWindow {
    private init() {}

    /// Would move keyboard focus to `responder`.
    @discardableResult
    public func makeFirstResponder(_ responder: AnyObject?) -> Bool { false }
    /// Would close the window.
    public func close() {}
}
#endif
