// Transitions and matched geometry describe how a view moves between two states; a snapshot shows
// one state, so they are values that leave the view where its state puts it.

/// How a view enters and leaves. Each value remembers only its name, for `description`.
public struct AnyTransition: Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }

    public static let identity = AnyTransition("identity")
    public static let opacity = AnyTransition("opacity")
    public static let scale = AnyTransition("scale")
    public static let slide = AnyTransition("slide")

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition("scale") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push") }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset") }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(\(insertion), \(removal))")
    }

    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition("modifier") }

    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(self)+\(other)") }

    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Which parts of a view's geometry `matchedGeometryEffect` shares.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A namespace for matched geometry ids. Every namespace has the same id: with one state on screen
/// nothing is ever matched, and a fixed id keeps output free of counters.
@propertyWrapper
public struct Namespace: Sendable {
    public init() {}

    public var wrappedValue: Namespace.ID { ID() }

    public struct ID: Hashable, Sendable {}
}

extension View {
    public func transition(_ transition: AnyTransition) -> some View { self }

    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { self }
}
