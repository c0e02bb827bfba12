// Transitions and matched geometry describe how a view moves between two states; a snapshot shows
// one state, so they are values that leave the view where its state puts it.

/// How a view enters and leaves. Each value remembers only its name, for `description`.
public struct AnyTransition: Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }

    /// A transition that leaves the view as it is while it enters and leaves.
    public static let identity = AnyTransition("identity")
    /// A transition that fades the view in and out.
    public static let opacity = AnyTransition("opacity")
    /// A transition that scales the view up from nothing and back down.
    public static let scale = AnyTransition("scale")
    /// A transition that slides the view in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition("slide")

    /// A transition that scales the view from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition("scale") }
    /// iOS 17's spelling, `.transition(.scale(0.5))`: scales the view from `scale` about `anchor`.
    public static func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition("scale") }
    /// A transition that moves the view in from `edge` and out towards it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move") }
    /// A transition that pushes the view in from `edge` and out through the opposite one.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push") }
    /// A transition that moves the view in from `offset` and back out to it.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset") }
    /// A transition that moves the view in from the offset `x`, `y` and back out to it.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset") }

    /// A transition that uses `insertion` when the view enters and `removal` when it leaves.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(\(insertion), \(removal))")
    }

    /// A transition that applies `active` while the view enters or leaves and `identity` once it is in
    /// place.
    ///
    /// A snapshot shows the view in place, as SwiftUI's `identity` state would; neither modifier is
    /// applied.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition("modifier") }

    /// A transition that performs this one and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(self)+\(other)") }

    /// This transition, run with `animation`; returned unchanged.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Which parts of a view's geometry `matchedGeometryEffect` shares.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Shares the view's position.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// Shares the view's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Shares both position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A namespace for matched geometry ids. Every namespace has the same id: with one state on screen
/// nothing is ever matched, and a fixed id keeps output free of counters.
@propertyWrapper
public struct Namespace: Sendable {
    /// Creates a namespace; use it as `@Namespace private var animation`.
    public init() {}

    /// The namespace's id, to pass to `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    public var wrappedValue: Namespace.ID { ID() }

    /// The identity of a namespace. All ids compare equal, since nothing is matched in a snapshot.
    public struct ID: Hashable, Sendable {}
}

extension View {
    /// Tells SwiftUI how this view enters and leaves the screen.
    ///
    /// A snapshot shows the view in place, so it is drawn unchanged.
    public func transition(_ transition: AnyTransition) -> some View { self }

    /// Animates this view between the frames of other views that share its `id` in `namespace`.
    ///
    /// With one state on screen nothing is matched, so the view is drawn where its layout puts it.
    ///
    /// - Parameters:
    ///   - id: The identity the matched views share.
    ///   - namespace: The namespace the id belongs to, from a ``Namespace`` property.
    ///   - properties: The parts of the geometry to share.
    ///   - anchor: The point of the frame that is matched.
    ///   - isSource: Whether this view's geometry is the one others move to.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { self }
}
