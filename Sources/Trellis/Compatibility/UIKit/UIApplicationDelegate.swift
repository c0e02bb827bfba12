import Foundation

// The app and scene delegates that apps from before SwiftUI's App (and apps that still need a
// delegate) keep beside their views. A render runs no application, so none of their methods is
// called; they exist so the files compile unchanged.

#if !(os(iOS) || os(tvOS) || os(visionOS))
/// UIKit's base of objects that handle events: app and scene delegates, views and controllers.
@MainActor
open class UIResponder: _UIKitSubset {
    /// A responder.
    public init() {}

    /// Makes the object the first responder; in a render, nothing ever is.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up being the first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}

/// What the application tells its delegate; Trellis never calls any of it.
@MainActor
public protocol UIApplicationDelegate: AnyObject {}

/// What a scene tells its delegate; Trellis never calls any of it.
@MainActor
public protocol UISceneDelegate: AnyObject {}

/// What a window scene tells its delegate; Trellis never calls any of it.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}

extension UIApplication {
    /// The keys of the options an app is launched with.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The URL the app was opened with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// A remote notification the app was opened from.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// The keys of the options a URL is opened with.
    public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app that asked to open the URL.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    }
}

/// What a background fetch found.
public enum UIBackgroundFetchResult: UInt, Hashable, Sendable {
    /// New data, no data, or a failure.
    case newData, noData, failed
}

/// A scene of the app: a window's worth of its interface. A render has none.
@MainActor
open class UIScene: UIResponder {
    /// What a scene is connected with.
    @MainActor
    open class ConnectionOptions {
        /// The URLs the scene was opened with.
        public let urlContexts: Set<UIOpenURLContext> = []
    }

    /// The scene's delegate.
    open var delegate: UISceneDelegate?
}

/// A scene that shows windows.
@MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows.
    open var windows: [UIWindow] = []
}

/// A URL a scene was asked to open.
public final class UIOpenURLContext: Hashable, Sendable {
    /// The URL.
    public let url: URL

    init(url: URL) {
        self.url = url
    }

    public static func == (a: UIOpenURLContext, b: UIOpenURLContext) -> Bool { a.url == b.url }

    public func hash(into hasher: inout Hasher) { hasher.combine(url) }
}

/// A scene's saved session.
@MainActor
open class UISceneSession {
    /// What kind of scene a session is for.
    public struct Role: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An app's ordinary window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The kind of scene.
    public let role: Role = .windowApplication
}

/// How a scene is configured: its name, role and delegate class.
@MainActor
open class UISceneConfiguration {
    /// The configuration's name.
    public let name: String?
    /// The kind of scene.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?

    /// A configuration of `name` for scenes of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

/// UIKit's window: inert; a render has a canvas, not windows.
@MainActor
open class UIWindow: UIView {
    /// The controller of the window's content.
    open var rootViewController: UIViewController?

    /// A window of `windowScene`.
    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
    }

    /// A window of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Shows the window; in a render, nothing is shown.
    open func makeKeyAndVisible() {}
}

/// The property wrapper that gives a SwiftUI app a UIKit app delegate. Unavailable: a render runs
/// no application, so there is no delegate to make (Linux's NSObject has no required initializer
/// to make one from its type, either).
@available(*, unavailable, message: "a static render has no running application, so no app delegate; keep the adaptor out of the App that Trellis renders")
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType> {
    /// Unavailable; never created.
    public init(_ delegateType: DelegateType.Type) { fatalError() }
    /// Unavailable; never read.
    public var wrappedValue: DelegateType { fatalError() }
}
#endif
