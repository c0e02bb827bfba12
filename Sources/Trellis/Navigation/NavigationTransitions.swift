// iOS 18's zoom transition between a source view and the screen it opens. The transition is
// motion; a page shows the screen at rest, so the source and the destination draw as they are.

/// How a pushed or presented screen animates in; a snapshot shows it arrived.
@MainActor @preconcurrency
public protocol NavigationTransition {}

/// The platform's push or slide-up.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// The screen zooms out of the view marked with ``View/matchedTransitionSource(id:in:)``.
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's default transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms from the source view with `sourceID` in `namespace`.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

/// How a transition's source looks while it zooms (its clip, shadow and background).
@MainActor @preconcurrency
public protocol MatchedTransitionSourceConfiguration {}

/// The source as it is, which a configuration closure styles for the zoom.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    /// Clips the source during the zoom; not drawn at rest.
    public func clipShape(_ shape: RoundedRectangle) -> Self { self }
    /// Shadows the source during the zoom; not drawn at rest.
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    /// Fills behind the source during the zoom; not drawn at rest.
    public func background<S: ShapeStyle>(_ style: S) -> Self { self }
}

extension View {
    /// Sets the screen's transition, such as `.zoom(sourceID:in:)`; a page shows the screen
    /// after it arrived.
    public func navigationTransition<T: NavigationTransition>(_ style: T) -> some View { self }

    /// Marks this view as the source a zoom transition grows from; drawn as it is.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

    /// Marks this view as a zoom source styled by `configuration` while it zooms; drawn as it is.
    public func matchedTransitionSource<ID: Hashable, C: MatchedTransitionSourceConfiguration>(
        id: ID, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> some View { self }
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

extension View {
    /// The effect the pointer has over this view; nothing is hovered in a snapshot.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// Turns hover effects below off or on; nothing is hovered in a snapshot.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }
}

/// A key press as `onKeyPress` hands it to its action.
public struct KeyPress: Sendable {
    /// The key pressed.
    public let key: KeyEquivalent
    /// The characters the key types.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
    /// Whether the key went down, repeated or came up.
    public let phase: Phases

    /// Whether the action used the key press or lets it go on to other views.
    public enum Result: Sendable {
        /// The key press was used.
        case handled
        /// The key press goes on.
        case ignored
    }

    /// Which moments of a key press an action wants.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The key repeated while held.
        public static let `repeat` = Phases(rawValue: 2)
        /// The key came up.
        public static let up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }
}

extension View {
    /// Runs `action` when `key` is pressed while the view has focus; a page has no keyboard.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

    /// Runs `action` for `key` in `phases`; a page has no keyboard.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }

    /// Runs `action` for any key in `keys`; a page has no keyboard.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }

    /// Runs `action` for keys typing `characters`; a page has no keyboard.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }

    /// Runs `action` for every key press in `phases`; a page has no keyboard.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }
}
