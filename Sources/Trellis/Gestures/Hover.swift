// A snapshot has no pointer, so nothing is ever hovered: the handlers are kept off and views
// show their resting look, as a window does before the pointer enters it.

/// Where the pointer is during continuous hovering.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at `location` in the coordinate space asked for.
    case active(CGPoint)
    /// The pointer has left the view.
    case ended
}

extension View {
    /// Calls `action` with `true` when the pointer enters the view and `false` when it leaves;
    /// never called in a snapshot, which has no pointer.
    public func onHover(perform action: @escaping (_ hovering: Bool) -> Void) -> some View { self }

    /// Calls `action` as the pointer moves over the view; never called in a snapshot.
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (_ phase: HoverPhase) -> Void
    ) -> some View { self }
}

extension View {
    /// The effect the pointer has over this view; nothing is hovered in a snapshot.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// Turns hover effects below off or on; nothing is hovered in a snapshot.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }
}

/// How a view reacts to the pointer (iPadOS and visionOS); a snapshot has no pointer.
public struct HoverEffect: Sendable {
    let name: String
    /// The system's choice for the view.
    public static let automatic = HoverEffect(name: "automatic")
    /// A highlight under the pointer.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifts with a shadow.
    public static let lift = HoverEffect(name: "lift")
}
