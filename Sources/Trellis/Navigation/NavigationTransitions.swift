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
