import Foundation

// SwiftUI code opens URLs and plays haptics through UIKit from its actions. A render runs no
// actions and has no application or device, so these compile and do nothing.

#if !(os(iOS) || os(tvOS) || os(visionOS))
/// UIKit's running application. A render has none: opening a URL does nothing.
public final class UIApplication: Sendable, _UIKitSubset {
    private init() {}

    /// The application.
    public static var shared: UIApplication { UIApplication() }

    /// The URL of the app's page in the Settings app.
    public static let openSettingsURLString = "app-settings:"

    /// The keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Open the URL only if an app handles it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Opens nothing: a render has no other apps. The completion handler, if any, is told the URL
    /// was not opened.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    /// Opens nothing and reports that, as the async form of `open(_:options:completionHandler:)`.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        false
    }

    /// False: a render has no other apps to open a URL with.
    public func canOpenURL(_ url: URL) -> Bool {
        false
    }
}

/// The base of UIKit's haptic generators; a render plays no haptics.
open class UIFeedbackGenerator: @unchecked Sendable, _UIKitSubset {
    /// A generator.
    public init() {}

    /// Readies the engine; does nothing.
    open func prepare() {}
}

/// UIKit's impact haptics; a render plays none.
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// How heavy an impact feels.
    public enum FeedbackStyle: Int, Hashable, Sendable {
        /// From the lightest to the heaviest, then the softer and stiffer ones.
        case light, medium, heavy, soft, rigid
    }

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {}

    /// A generator of medium impacts.
    public override init() {}

    /// Plays an impact; does nothing.
    public func impactOccurred() {}

    /// Plays an impact of `intensity` between 0 and 1; does nothing.
    public func impactOccurred(intensity: CGFloat) {}
}

/// UIKit's success, warning and error haptics; a render plays none.
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// What the notification tells.
    public enum FeedbackType: Int, Hashable, Sendable {
        /// A task succeeded, warned or failed.
        case success, warning, error
    }

    /// Plays the notification's haptic; does nothing.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// UIKit's selection haptics; a render plays none.
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// Plays a selection tick; does nothing.
    public func selectionChanged() {}
}
#endif
