import Foundation
import Trellis

/// A tip an app describes: its title, message, image, actions and rules. Never shown in a render.
public protocol Tip: Identifiable, Sendable {
    var id: String { get }
    var title: Text { get }
    var message: Text? { get }
    var image: Image? { get }
    var actions: [Tips.Action] { get }
    var rules: [Tips.Rule] { get }
    var options: [any TipOption] { get }
}

extension Tip {
    public var id: String { String(describing: Self.self) }
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Tips.Action] { [] }
    public var rules: [Tips.Rule] { [] }
    public var options: [any TipOption] { [] }

    /// Whether the tip would show now: never, in a render.
    public var shouldDisplay: Bool { false }

    /// Marks the tip done; there is nothing to remember in a render.
    public func invalidate(reason: Tips.InvalidationReason) {}
}

/// An option of one tip.
public protocol TipOption: Sendable {}

/// TipKit's namespace: configuration, actions, rules, events and options.
public enum Tips {
    /// Loads the tips datastore; there is none in a render, so it succeeds and changes nothing.
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {}
    public static func resetDatastore() throws {}
    public static func showAllTipsForTesting() {}
    public static func hideAllTipsForTesting() {}
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {}
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {}

    /// A button a tip offers.
    public struct Action: Identifiable, Sendable {
        public let id: String
        public let title: String

        public init(id: String? = nil, title: String, perform handler: @escaping @Sendable () -> Void = {}) {
            self.id = id ?? title
            self.title = title
        }
    }

    /// A condition for showing a tip; none is evaluated in a render.
    public struct Rule: Sendable {
        public init<Value>(_ parameter: Parameter<Value>, _ condition: @escaping @Sendable (Value) -> Bool) {}
    }

    /// Why a tip was marked done.
    public enum InvalidationReason: Sendable {
        case actionPerformed
        case displayCountExceeded
        case tipClosed
    }

    /// An app's configuration of the datastore and how often tips show.
    public struct ConfigurationOption: Sendable {
        public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption { ConfigurationOption() }
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption { ConfigurationOption() }

        public struct DisplayFrequency: Sendable {
            public static let immediate = DisplayFrequency()
            public static let hourly = DisplayFrequency()
            public static let daily = DisplayFrequency()
            public static let weekly = DisplayFrequency()
            public static let monthly = DisplayFrequency()
        }

        public struct DatastoreLocation: Sendable {
            public static let applicationDefault = DatastoreLocation()
            public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation() }
            public static func groupContainer(identifier: String) -> DatastoreLocation { DatastoreLocation() }
        }
    }

    /// Something the user did, counted toward a tip's rules; nothing is counted in a render.
    public struct Event: Sendable {
        public let id: String

        public init(id: String) {
            self.id = id
        }

        public func donate() async {}
        public func sendDonation() {}
    }

    /// Limits a tip's showing to `maxDisplayCount` times.
    public struct MaxDisplayCount: TipOption {
        public init(_ maxDisplayCount: Int) {}
    }

    /// Shows a tip whatever the display frequency.
    public struct IgnoresDisplayFrequency: TipOption {
        public init(_ ignoresDisplayFrequency: Bool) {}
    }
}

/// A value a tip's rules read: `@Parameter static var isSignedIn = false`. TipKit declares it as
/// a macro; a property wrapper accepts the same spelling, and no rule is ever evaluated here.
@propertyWrapper
public struct Parameter<Value>: @unchecked Sendable {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Parameter<Value> { self }
}

/// A tip in a box at its place in the layout. Tips are never shown in a render, so it draws
/// nothing and takes no space.
public struct TipView: View {
    public init<T: Tip>(_ tip: T, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {}

    public var body: some View { EmptyView() }
}

extension View {
    /// A tip in a popover; never shown in a render.
    public func popoverTip<T: Tip>(_ tip: T, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) -> some View {
        self
    }

    public func tipBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View { self }
    public func tipImageSize(_ size: CGSize) -> some View { self }
    public func tipViewStyle<S>(_ style: S) -> some View { self }
}
